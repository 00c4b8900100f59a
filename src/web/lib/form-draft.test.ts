import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedFields, saveDraft, takeDraft } from './form-draft';

describe('changedFields', () => {
  it('lists the changed leaves by dotted path and nothing else', () => {
    const defaults = { note: '', status: 'new-client', invoice: { plan: '', amount: '' }, agentId: 'a1' };
    const values = {
      note: 'Call Monday',
      status: 'new-client',
      invoice: { plan: 'basic', amount: '' },
      agentId: null,
    };
    expect(changedFields(defaults, values)).toEqual({
      note: 'Call Monday',
      'invoice.plan': 'basic',
      agentId: null,
    });
  });

  it('is empty when nothing changed', () => {
    expect(changedFields({ a: 'x', b: { c: '' } }, { a: 'x', b: { c: '' } })).toEqual({});
  });
});

describe('saveDraft and takeDraft', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the draft back once, to the user who typed it', () => {
    saveDraft('client-edit:c1', 'u1', { note: 'Call Monday' });
    expect(takeDraft('client-edit:c1', 'u1')).toEqual({ note: 'Call Monday' });
    expect(takeDraft('client-edit:c1', 'u1')).toBeNull();
  });

  it('never gives a draft to another user, and drops it', () => {
    saveDraft('client-edit:c1', 'u1', { note: 'Private' });
    expect(takeDraft('client-edit:c1', 'u2')).toBeNull();
    expect(takeDraft('client-edit:c1', 'u1')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('wea:draft:x', '{not json');
    expect(takeDraft('x', 'u1')).toBeNull();
  });
});
