import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { calendarDayIn, dayBoundsIn } from '#shared/domain/time-zone';
import { type WorkQueue, workQueueSchema } from '#shared/schemas/calls';
import { makeClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agent = setupUser(t);
const other = setupUser(t);
const admin = setupUser(t, { role: 'admin' });

const queue = (cookie: string, query = '') =>
  t.request({ method: 'GET', url: `/api/work-queue${query}`, cookie });

describe('GET /api/work-queue', () => {
  it('lists overdue, due today, then never-called clients, with counts and a cursor across groups', async () => {
    const now = Date.now();
    const { end } = dayBoundsIn(calendarDayIn(new Date(now), 'UTC'), 'UTC');
    const at = (ms: number) => new Date(ms).toISOString();
    const make = async (nextFollowUpAt?: string) => {
      const client = await makeClient(t, agent);
      if (nextFollowUpAt) await updateClientOk(t, agent.cookie, client.id, { nextFollowUpAt });
      return client.id;
    };
    const overdueLater = await make(at(now - 3_600_000));
    const overdueFirst = await make(at(now - 7_200_000));
    const dueToday = await make(at(now + (end.getTime() - now) / 2 + 1000));
    await make(at(end.getTime() + 3_600_000));
    const newFirst = await make();
    const newLater = await make();
    const called = await makeClient(t, agent);
    await t.request({
      method: 'POST',
      url: `/api/clients/${called.id}/calls`,
      cookie: agent.cookie,
      payload: { outcome: 'connected', nextFollowUpAt: null },
    });
    await makeClient(t, other);

    const res = await queue(agent.cookie);
    // Sent as built (routes.ts): exactly what the schema would write.
    expect(res.body).toBe(JSON.stringify(workQueueSchema.parse(res.json())));
    const first = res.json<WorkQueue>();
    expect(first.counts).toEqual({ overdue: 2, dueToday: 1, neverCalled: 2 });
    const expected = [overdueFirst, overdueLater, dueToday, newFirst, newLater];
    expect(first.items.map((c) => c.id)).toEqual(expected);
    expect(first.nextCursor).toBeNull();

    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page: WorkQueue = (await queue(agent.cookie, `?limit=2${after ? `&after=${after}` : ''}`)).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((c) => c.id));
      after = page.nextCursor;
    } while (after);
    expect(paged).toEqual(expected);

    // The admin names the agent, or all agents; an agent's agentId is ignored.
    const missing = await queue(admin.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ agentId: MESSAGES.workQueueAgentRequired });
    expect(
      (await queue(admin.cookie, `?agentId=${agent.id}`)).json().items.map((c: { id: string }) => c.id),
    ).toEqual(expected);
    expect((await queue(admin.cookie, '?agentId=all')).json().counts.neverCalled).toBe(3);
    expect((await queue(other.cookie, `?agentId=${agent.id}`)).json().counts).toEqual({
      overdue: 0,
      dueToday: 0,
      neverCalled: 1,
    });
    const bad = await queue(agent.cookie, '?after=zzz');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['after']);
  });
});
