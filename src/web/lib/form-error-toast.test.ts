import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './form-error-toast';

describe('firstErrorMessage', () => {
  it('finds a field message, a group message and a nested field message in order', () => {
    const ref = { name: 'x', focus: () => undefined };
    expect(firstErrorMessage({ name: { type: 'custom', message: 'Name first', ref } })).toBe('Name first');
    expect(firstErrorMessage({ tradingAccount: { type: 'custom', message: 'All three' } })).toBe('All three');
    expect(
      firstErrorMessage({ invoice: { plan: undefined, amount: { type: 'custom', message: 'Amount', ref } } }),
    ).toBe('Amount');
  });

  it('has nothing to say when there is no error', () => {
    expect(firstErrorMessage({})).toBeUndefined();
    expect(firstErrorMessage({ email: { type: 'custom', message: '' } })).toBeUndefined();
  });
});
