import { describe, expect, it } from 'vitest';
import { CLIENT_STATUSES } from '#shared/domain';
import { columnFigures, keptAndTruth } from '#tests/support/board';
import { makeClient, patchClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agents = [setupUser(t), setupUser(t), setupUser(t)];
const admin = setupUser(t, { role: 'admin' });

describe('board figures under parallel writes', () => {
  it('stay exact while clients are created, invoiced, moved, reassigned and deleted at once', async () => {
    const clients = [];
    for (const agent of agents) {
      for (let i = 0; i < 6; i++) {
        const client = await makeClient(t, agent);
        await updateClientOk(t, agent.cookie, client.id, { status: 'ringing' });
        clients.push({ agent, id: client.id });
      }
    }
    const writes = clients.flatMap(({ agent, id }, i) => {
      const invoice = { plan: 'custom' as const, amount: 100 + i + 0.25 };
      const steps = [
        () => patchClient(t, agent.cookie, id, { status: 'invoice-sent', invoice }),
        () => makeClient(t, agent),
      ];
      if (i % 5 === 0)
        steps.push(() => t.request({ method: 'DELETE', url: `/api/clients/${id}`, cookie: admin.cookie }));
      if (i % 4 === 1) {
        const other = agents[(agents.indexOf(agent) + 1) % agents.length];
        steps.push(() => patchClient(t, admin.cookie, id, { agentId: other?.id ?? null }));
      }
      return steps;
    });
    const results = await Promise.all(writes.map((write) => write()));
    // Some writes lose their race (a deleted client, a stale version); what happened must add up.
    expect(results.length).toBe(writes.length);

    const { kept, truth, wrongTotals } = await keptAndTruth(t);
    expect(kept).toEqual(truth);
    expect(wrongTotals).toBe(0);
    expect(truth.some((row) => row.status === 'invoice-sent' && Number(row.amount) > 0)).toBe(true);

    // The admin's columns are the truth summed over owners.
    const board = await columnFigures(t, admin);
    for (const status of CLIENT_STATUSES) {
      const rows = truth.filter((row) => row.status === status);
      const count = rows.reduce((sum, row) => sum + row.n, 0);
      const amount = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0) / 100;
      expect(board[status]).toEqual([count, amount]);
    }
  });
});
