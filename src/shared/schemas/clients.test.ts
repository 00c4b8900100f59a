import { describe, expect, it } from 'vitest';
import { MESSAGES, PAGE_SIZE } from '../domain';
import { invoiceInputSchema, isValidInvoiceAmount, listClientsQuerySchema } from './clients';

describe('isValidInvoiceAmount', () => {
  it.each([0.01, 1, 99.99, 250, 1234.5, 9_999_999_999.99])('accepts %s', (amount) => {
    expect(isValidInvoiceAmount(amount)).toBe(true);
  });

  it.each([0, -1, 0.001, 10.005, 0.1 + 0.2, 10_000_000_000, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s',
    (amount) => {
      expect(isValidInvoiceAmount(amount)).toBe(false);
    },
  );
});

describe('invoiceInputSchema', () => {
  it('needs both plan and amount, or neither', () => {
    expect(invoiceInputSchema.safeParse({}).success).toBe(true);
    expect(invoiceInputSchema.safeParse({ plan: 'basic', amount: 250 }).success).toBe(true);
    const half = invoiceInputSchema.safeParse({ plan: 'basic' });
    expect(half.error?.issues[0]?.message).toBe(MESSAGES.invoiceDetailsRequired.description);
  });

  it('checks the amount a catalogue plan will not use only for custom', () => {
    expect(invoiceInputSchema.safeParse({ plan: 'basic', amount: 0 }).success).toBe(true);
    const custom = invoiceInputSchema.safeParse({ plan: 'custom', amount: 0 });
    expect(custom.error?.issues[0]?.message).toBe(MESSAGES.invalidInvoiceAmount);
  });
});

describe('listClientsQuerySchema', () => {
  it('fills defaults and drops a blank search', () => {
    expect(listClientsQuerySchema.parse({ search: '   ' })).toEqual({
      search: undefined,
      status: 'all',
      agentId: undefined,
      page: 1,
      pageSize: PAGE_SIZE,
    });
  });

  it('reads numbers from query strings', () => {
    expect(listClientsQuerySchema.parse({ page: '3', pageSize: '25' })).toMatchObject({
      page: 3,
      pageSize: 25,
    });
  });
});
