import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain';
import { updateClientRequestSchema } from './client-forms';

const refusal = (body: unknown) => updateClientRequestSchema.safeParse(body).error?.issues[0]?.message;

describe('updateClientRequestSchema', () => {
  it('sets trading account details as a unit', () => {
    expect(refusal({ tradingAccount: { id: '1', password: ' ', server: 'S' } })).toBe(
      MESSAGES.accountDetailsRequired.description,
    );
    expect(refusal({ tradingAccount: { id: '1', password: 'p', server: 'S' } })).toBeUndefined();
    expect(refusal({ tradingAccount: { id: '', password: '', server: '' } })).toBeUndefined();
  });

  it('needs the details when the status moves to Account Details', () => {
    expect(refusal({ status: 'account-details' })).toBe(MESSAGES.accountDetailsRequired.description);
    expect(
      refusal({ status: 'account-details', tradingAccount: { id: '1', password: 'p', server: 'S' } }),
    ).toBeUndefined();
    expect(refusal({ status: 'ringing', note: 'called' })).toBeUndefined();
  });

  it('keeps the body rules, such as plan and amount together', () => {
    expect(refusal({ invoice: { plan: 'custom' } })).toBe(MESSAGES.invoiceDetailsRequired.description);
  });
});
