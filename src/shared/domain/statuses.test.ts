import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_STATUSES,
  type ClientStatus,
  canTransition,
  conversionRate,
  INITIAL_STATUS,
  isClientStatus,
  isTerminal,
  STATUS_INFO,
  statusBadge,
  statusOptions,
} from './statuses';

// The requirement: spec §4 "Allowed transitions", its rows as the spec writes them ("none" for
// the terminal status). The implementation's table is never read here.
const SPEC_TABLE = `
new-client | ringing, interested, not-interested
ringing | interested, not-interested, invoice-sent
interested | invoice-sent, not-interested
not-interested | none
invoice-sent | account-details, closed-client
account-details | pending-activation
pending-activation | closed-client
closed-client | invoice-sent
`;

const pair = (from: string, to: string) => `${from} → ${to}`;

const SPEC_PAIRS: ReadonlySet<string> = new Set(
  SPEC_TABLE.trim()
    .split('\n')
    .flatMap((row) => {
      const [from = '', targets = ''] = row.split('|').map((cell) => cell.trim());
      return targets === 'none' ? [] : targets.split(',').map((to) => pair(from, to.trim()));
    }),
);

const status = fc.constantFrom(...CLIENT_STATUSES);

/** Every status a client can reach from `start` through allowed changes. */
function reachableFrom(start: ClientStatus): Set<ClientStatus> {
  const seen = new Set<ClientStatus>([start]);
  const queue = [start];
  for (let from = queue.shift(); from; from = queue.shift()) {
    for (const to of CLIENT_STATUSES) {
      if (!seen.has(to) && canTransition(from, to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

describe('transition rules', () => {
  it('the spec table names only known statuses, each once as a row', () => {
    const names = [...SPEC_PAIRS].flatMap((p) => p.split(' → '));
    expect(names.every(isClientStatus)).toBe(true);
    const rows = SPEC_TABLE.trim()
      .split('\n')
      .map((row) => row.split('|')[0]?.trim());
    expect([...rows].sort()).toEqual([...CLIENT_STATUSES].sort());
  });

  it('allows staying on the same status, always', () => {
    fc.assert(fc.property(status, (s) => canTransition(s, s)));
  });

  it('allows a change of status exactly when the spec table lists the pair', () => {
    // Eight statuses make 56 changes: all of them are checked, not a sample.
    const allowed = CLIENT_STATUSES.flatMap((from) =>
      CLIENT_STATUSES.filter((to) => to !== from && canTransition(from, to)).map((to) => pair(from, to)),
    );
    expect(new Set(allowed)).toEqual(SPEC_PAIRS);
  });

  it('reaches every status from new-client, where clients start', () => {
    expect(INITIAL_STATUS).toBe('new-client');
    expect(reachableFrom(INITIAL_STATUS)).toEqual(new Set(CLIENT_STATUSES));
  });

  it('makes not-interested terminal: the only terminal status, and nothing leaves it', () => {
    expect(CLIENT_STATUSES.filter(isTerminal)).toEqual(['not-interested']);
    expect(reachableFrom('not-interested')).toEqual(new Set(['not-interested']));
  });

  it('keeps a client on not-interested through any sequence of attempted changes', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 20 }), (attempts) => {
        let current: ClientStatus = 'not-interested';
        for (const next of attempts) if (canTransition(current, next)) current = next;
        expect(current).toBe('not-interested');
      }),
    );
  });
});

describe('status dropdown', () => {
  it('offers the current status first, then each allowed next status once', () => {
    fc.assert(
      fc.property(status, (current) => {
        const options = statusOptions(current);
        expect(options[0]).toBe(current);
        expect(new Set(options).size).toBe(options.length);
        expect(new Set(options)).toEqual(new Set(CLIENT_STATUSES.filter((to) => canTransition(current, to))));
      }),
    );
  });

  it('offers only the current status on not-interested (the field is disabled)', () => {
    expect(statusOptions('not-interested')).toEqual(['not-interested']);
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

  it('stays within 0–100, one decimal, within half a tenth of the exact percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (total, share) => {
          const converted = Math.floor(total * share);
          const rate = conversionRate(converted, total);
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThanOrEqual(100);
          expect(Math.round(rate * 10)).toBeCloseTo(rate * 10, 6);
          expect(Math.abs(rate - (converted / total) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
        },
      ),
    );
  });
});
