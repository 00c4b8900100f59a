import { describe, expect, it } from 'vitest';
import {
  CLIENT_STATUSES,
  type ClientStatus,
  canTransition,
  conversionRate,
  isTerminal,
  STATUS_INFO,
  statusBadge,
  statusOptions,
} from './statuses';

// Spec §4 "Allowed transitions", written out pair by pair so a change to the table shows here.
const ALLOWED: Record<ClientStatus, ClientStatus[]> = {
  'new-client': ['ringing', 'interested', 'not-interested'],
  ringing: ['interested', 'not-interested', 'invoice-sent'],
  interested: ['invoice-sent', 'not-interested'],
  'not-interested': [],
  'invoice-sent': ['account-details', 'closed-client'],
  'account-details': ['pending-activation'],
  'pending-activation': ['closed-client'],
  'closed-client': ['invoice-sent'],
};

describe('transition table', () => {
  for (const from of CLIENT_STATUSES) {
    for (const to of CLIENT_STATUSES) {
      const expected = from === to || ALLOWED[from].includes(to);
      it(`${from} → ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(expected);
      });
    }
  }

  it('offers the current status first, then the allowed next ones', () => {
    expect(statusOptions('ringing')).toEqual(['ringing', 'interested', 'not-interested', 'invoice-sent']);
    expect(statusOptions('not-interested')).toEqual(['not-interested']);
  });

  it('has exactly one terminal status', () => {
    expect(CLIENT_STATUSES.filter(isTerminal)).toEqual(['not-interested']);
  });
});

describe('labels and badges', () => {
  it('labels every status, and the tiles omit not-interested', () => {
    expect(STATUS_INFO['new-client'].label).toBe('New Client');
    const tiles = CLIENT_STATUSES.map((s) => STATUS_INFO[s].tileLabel).filter(Boolean);
    expect(tiles).toEqual([
      'New',
      'Ringing',
      'Interested',
      'Invoice Sent',
      'Account Details',
      'Activation',
      'Closed',
    ]);
  });

  it('knows forwarded and shows anything else as UNKNOWN', () => {
    expect(statusBadge('forwarded').label).toBe('Forwarded');
    expect(statusBadge('made-up').label).toBe('UNKNOWN');
    expect(statusBadge('ringing').label).toBe('Ringing');
  });
});

describe('conversion rate', () => {
  it('is converted / total × 100 to one decimal, 0 without clients', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(5, 5)).toBe(100);
  });
});
