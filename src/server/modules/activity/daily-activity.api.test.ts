import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/raw-rows';
import { clientCalls } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import { dailyActivitySchema } from '#shared/schemas/activity';
import { SETTINGS_DEFAULTS } from '#shared/schemas/settings';
import { makeClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const ann = setupUser(t, { fullName: 'Ann Daily' });
const bob = setupUser(t, { fullName: 'Bob Daily' });
const admin = setupUser(t, { role: 'admin' });

const cy = setupUser(t, { fullName: 'Cy Daily' });
const dee = setupUser(t, { fullName: 'Dee Parallel' });

const daily = (cookie: string, query: string) =>
  t.request({ method: 'GET', url: `/api/activity/daily${query}`, cookie });

const setTimeZone = (timeZone: string) =>
  t.request({
    method: 'PATCH',
    url: '/api/settings',
    cookie: admin.cookie,
    payload: { calling: { timeZone } },
  });

/** One agent's calls summed per 15 minutes of UTC, from the calls and from the rollup. */
async function bucketsOf(agentId: string) {
  const read = (from: string) =>
    rowsOf<{ bucket: string; dials: number; connected: number; seconds: number; meetings: number }>(
      t.database.db,
      from === 'calls'
        ? sql`select date_bin('15 minutes', created_at, timestamptz '2000-01-01Z')::text as bucket,
            count(*)::int as dials, count(*) filter (where outcome in ('connected', 'meeting-held'))::int as connected,
            sum(duration_seconds)::int as seconds, count(*) filter (where outcome = 'meeting-held')::int as meetings
          from client_calls where agent_id = ${agentId} group by 1 order by 1`
        : sql`select bucket_start::text as bucket, dials, connected, talk_seconds as seconds, meetings
          from call_rollup where agent_id = ${agentId} and dials > 0 order by 1`,
    );
  return { calls: await read('calls'), rollup: await read('rollup') };
}

describe('GET /api/activity/daily', () => {
  it('counts each agent’s calls of one day in the organisation’s time zone', async () => {
    const annClient = await makeClient(t, ann);
    const bobClient = await makeClient(t, bob);
    // 2026-06-15 in New York (UTC-4 in June) runs from 04:00 UTC to 04:00 UTC the next day.
    const call = (
      clientId: string,
      agentId: string,
      at: string,
      outcome: string,
      durationSeconds: number,
    ) => ({
      clientId,
      agentId,
      agentName: 'x',
      outcome,
      durationSeconds,
      createdAt: new Date(at),
    });
    await t.database.db.insert(clientCalls).values([
      call(annClient.id, ann.id, '2026-06-15T03:59:59.999Z', 'connected', 600), // the day before
      call(annClient.id, ann.id, '2026-06-15T04:00:00.000Z', 'connected', 125),
      call(annClient.id, ann.id, '2026-06-15T12:00:00.000Z', 'meeting-held', 300),
      call(annClient.id, ann.id, '2026-06-16T03:59:59.999Z', 'no-answer', 0),
      call(annClient.id, ann.id, '2026-06-16T04:00:00.000Z', 'busy', 30), // the day after
      call(bobClient.id, bob.id, '2026-06-15T20:00:00.000Z', 'busy', 59),
    ]);
    const set = await t.request({
      method: 'PATCH',
      url: '/api/settings',
      cookie: admin.cookie,
      payload: { calling: { timeZone: 'America/New_York' } },
    });
    expect(set.statusCode).toBe(200);
    try {
      const res = await daily(admin.cookie, '?date=2026-06-15');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(dailyActivitySchema.parse(res.json())));
      const body = res.json();
      expect(body).toMatchObject({ date: '2026-06-15', timeZone: 'America/New_York' });
      expect(body.targets).toEqual(SETTINGS_DEFAULTS.calling.targets);
      const figures = body.agents.filter((a: { agentId: string }) => [ann.id, bob.id].includes(a.agentId));
      expect(figures).toEqual([
        { agentId: ann.id, agentName: 'Ann Daily', dials: 3, connected: 2, talkMinutes: 7, meetings: 1 },
        { agentId: bob.id, agentName: 'Bob Daily', dials: 1, connected: 0, talkMinutes: 0, meetings: 0 },
      ]);
      // An agent sees only their own row, whatever agentId they send; an admin may ask for one agent.
      const own = (await daily(bob.cookie, `?date=2026-06-15&agentId=${ann.id}`)).json();
      expect(own.agents.map((a: { agentId: string }) => a.agentId)).toEqual([bob.id]);
      const one = (await daily(admin.cookie, `?date=2026-06-15&agentId=${ann.id}`)).json();
      expect(one.agents).toHaveLength(1);
      expect(one.agents[0].dials).toBe(3);
    } finally {
      await t.request({
        method: 'PATCH',
        url: '/api/settings',
        cookie: admin.cookie,
        payload: { calling: { timeZone: 'UTC' } },
      });
    }
    // In UTC the same day holds the call of 03:59 on the 15th, not the one of 03:59 on the 16th.
    const utc = (await daily(admin.cookie, `?date=2026-06-15&agentId=${ann.id}`)).json();
    expect(utc.agents[0]).toMatchObject({ dials: 3, connected: 3, talkMinutes: 17, meetings: 1 });
  });

  it('counts days of a zone whose offset is not a whole hour (Kolkata, UTC+5:30)', async () => {
    const client = await makeClient(t, cy);
    // 2026-06-15 in Kolkata runs from 2026-06-14T18:30Z to 2026-06-15T18:30Z: bucket edges, not hours.
    const call = (at: string, outcome: string, durationSeconds: number) => ({
      clientId: client.id,
      agentId: cy.id,
      agentName: 'x',
      outcome,
      durationSeconds,
      createdAt: new Date(at),
    });
    await t.database.db.insert(clientCalls).values([
      call('2026-06-14T18:29:59.999Z', 'connected', 600), // the day before
      call('2026-06-14T18:30:00.000Z', 'connected', 90),
      call('2026-06-14T18:44:59.000Z', 'meeting-held', 240),
      call('2026-06-15T18:29:59.999Z', 'voicemail', 20),
      call('2026-06-15T18:30:00.000Z', 'busy', 30), // the day after
    ]);
    expect((await setTimeZone('Asia/Kolkata')).statusCode).toBe(200);
    try {
      const body = (await daily(admin.cookie, `?date=2026-06-15&agentId=${cy.id}`)).json();
      expect(body.timeZone).toBe('Asia/Kolkata');
      expect(body.agents).toEqual([
        { agentId: cy.id, agentName: 'Cy Daily', dials: 3, connected: 2, talkMinutes: 5, meetings: 1 },
      ]);
    } finally {
      await setTimeZone('UTC');
    }
    // The same calls in UTC: the 15th holds only the last two.
    const utc = (await daily(admin.cookie, `?date=2026-06-15&agentId=${cy.id}`)).json();
    expect(utc.agents[0]).toMatchObject({ dials: 2, connected: 0, talkMinutes: 0, meetings: 0 });
  });

  it('keeps the rollup equal to the calls through 50 parallel logs and a client’s deletion', async () => {
    const agent = dee;
    const [first, second] = [await makeClient(t, agent), await makeClient(t, agent)];
    const outcomes = ['no-answer', 'connected', 'meeting-held', 'busy', 'voicemail'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request({
          method: 'POST',
          url: `/api/clients/${i % 2 ? first.id : second.id}/calls`,
          cookie: agent.cookie,
          payload: { outcome: outcomes[i % outcomes.length], durationSeconds: i * 7 },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const logged = await bucketsOf(agent.id);
    expect(logged.calls.reduce((n, b) => n + b.dials, 0)).toBe(50);
    expect(logged.rollup).toEqual(logged.calls);
    // A deleted client's calls go with it, and so do their figures.
    const gone = await t.request({ method: 'DELETE', url: `/api/clients/${first.id}`, cookie: admin.cookie });
    expect(gone.statusCode).toBe(204);
    const left = await bucketsOf(agent.id);
    expect(left.calls.reduce((n, b) => n + b.dials, 0)).toBe(25);
    expect(left.rollup).toEqual(left.calls);
  });

  it('refuses a date that is not one, naming it, and an unknown agent', async () => {
    for (const date of ['2026-02-30', 'today', '']) {
      const res = await daily(admin.cookie, `?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.fields, date).toEqual({ date: MESSAGES.invalidActivityDate });
    }
    const unknown = await daily(admin.cookie, '?date=2026-06-15&agentId=nobody');
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['agentId']);
  });
});
