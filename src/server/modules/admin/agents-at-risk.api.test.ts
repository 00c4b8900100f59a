import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SETTINGS_DEFAULTS } from '#shared/schemas/settings';
import { insertClients } from '#tests/support/agents';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { AgentsAtRiskCounter, REFRESH_AFTER_MS, SERVE_AT_MOST_MS } from './agents-at-risk';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });
const agent = setupUser(t, { fullName: 'Ida Idle' });

/** Makes one more of the agent's clients idle: ringing, last contacted ten days ago. */
async function addIdleClient(prefix: string) {
  const [id] = await insertClients(t, agent.id, ['ringing'], prefix);
  await t.database.db.execute(
    sql`update clients set last_contact_at = now() - interval '10 days' where id = ${id}`,
  );
}

const idleOf = (agents: { agentId: string; idle: number }[]) =>
  agents.find((a) => a.agentId === agent.id)?.idle;

describe('the admin overview per-agent risk table', () => {
  it('is exact on every request while the count is quick', async () => {
    // Every count counts as quick here: on a busy machine this small one can take over 40 ms.
    const counter = new AgentsAtRiskCounter({ recountBelowMs: Number.POSITIVE_INFINITY });
    const db = t.database.db;
    const before = idleOf(await counter.get(db)) ?? 0;
    await addIdleClient('quick');
    expect(idleOf(await counter.get(db))).toBe(before + 1);
  });

  it('when the count is slow, serves it from memory and counts again in the background', async () => {
    let clock = 0;
    const counter = new AgentsAtRiskCounter({ now: () => clock, recountBelowMs: 0 });
    const db = t.database.db;
    const first = idleOf(await counter.get(db)) ?? 0;

    await addIdleClient('slow');
    clock = REFRESH_AFTER_MS - 1;
    expect(idleOf(await counter.get(db))).toBe(first); // young enough: from memory

    clock = REFRESH_AFTER_MS + 1;
    expect(idleOf(await counter.get(db))).toBe(first); // served at once, a new count begins
    await vi.waitFor(async () => expect(idleOf(await counter.get(db))).toBe(first + 1));

    // Nobody looked for a long time: the request waits for a new count.
    await addIdleClient('long-after');
    clock += SERVE_AT_MOST_MS + 1;
    expect(idleOf(await counter.get(db))).toBe(first + 2);
  });

  it('counts again at once when the admin changes the idle days', async () => {
    const counter = new AgentsAtRiskCounter({ now: () => 0, recountBelowMs: 0 });
    const db = t.database.db;
    expect(idleOf(await counter.get(db))).toBeGreaterThan(0);
    const saved = await t.request({
      method: 'PATCH',
      url: '/api/settings',
      cookie: admin.cookie,
      payload: { calling: { idleDays: { ...SETTINGS_DEFAULTS.calling.idleDays, ringing: 30 } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(idleOf(await counter.get(db))).toBe(0);
  });

  it('makes one count for requests that arrive while a slow one runs', async () => {
    const counter = new AgentsAtRiskCounter({ now: () => 0, recountBelowMs: 0 });
    const db = t.database.db;
    const execute = vi.spyOn(db, 'execute');
    const answers = await Promise.all([counter.get(db), counter.get(db), counter.get(db)]);
    expect(new Set(answers).size).toBe(1);
    const statements = execute.mock.calls.length;
    execute.mockRestore();
    expect(statements).toBe(1);
  });
});
