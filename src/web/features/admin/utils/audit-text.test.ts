import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#web/lib/format';
import { actionLabel, detailText, targetGone, targetLabel } from './audit-text';

const CAROL = '2f0c9a4e-6d0b-4c55-9a43-8f4d0e1b7a11';
const DAVE = '7b1e4d2a-0c3f-4a8e-b5d6-1e2f3a4b5c6d';
const names = new Map([
  [CAROL, 'Carol Agent'],
  [DAVE, 'Dave Agent'],
]);

describe('audit text', () => {
  it('names actions and targets in words', () => {
    expect(actionLabel('reveal_trading_password')).toBe('Reveal trading password');
    expect(targetLabel('api_token')).toBe('API token');
    expect(targetLabel('batch_job')).toBe('Bulk job');
    expect(targetLabel('something_new')).toBe('Something new');
  });

  it('says a target is gone only for the kinds the API names', () => {
    expect(targetGone({ type: 'client', name: null })).toBe(true);
    expect(targetGone({ type: 'client', name: 'Dora' })).toBe(false);
    expect(targetGone({ type: 'webhook', name: null })).toBe(false);
    expect(targetGone({ type: 'api_token', name: null })).toBe(false);
  });

  it("shows an agent's id as their name and a status as its label", () => {
    expect(detailText({ from: CAROL, to: DAVE }, names)).toBe('from: Carol Agent, to: Dave Agent');
    expect(detailText({ agentId: CAROL, status: 'invoice-sent' }, names)).toBe(
      'agent: Carol Agent, status: Invoice Sent',
    );
  });

  it('keeps an id it cannot name, and words the other values', () => {
    const gone = '00000000-0000-4000-8000-000000000000';
    expect(
      detailText(
        { reassignTo: gone, clients: 1200, nameChanged: true, passwordChanged: false, expiresAt: null },
        names,
      ),
    ).toBe(
      `reassign to: ${gone}, clients: ${(1200).toLocaleString()}, name changed: yes, password changed: no, expires at: none`,
    );
    expect(detailText({ scopes: ['clients:read', 'clients:write'], events: [] }, names)).toBe(
      'scopes: clients:read, clients:write, events: none',
    );
    expect(detailText({ filter: { status: 'ringing', agentId: DAVE }, total: 3 }, names)).toBe(
      'filter: (status: Ringing, agent: Dave Agent), total: 3',
    );
    expect(detailText({ filter: {} }, names)).toBe('filter: none');
    const moment = '2027-02-26T20:30:09.665Z';
    expect(detailText({ expiresAt: moment }, names)).toBe(`expires at: ${formatDateTime(moment)}`);
    expect(formatDateTime(moment)).not.toContain('T20:30');
    expect(detailText(null, names)).toBe('');
  });
});
