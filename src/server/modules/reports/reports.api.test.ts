import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/raw-rows';
import { clientCalls, clientStatusEvents, clients, invoices } from '#server/db/schema';
import {
  conversionReportSchema,
  funnelReportSchema,
  leaderboardReportSchema,
  REPORT_KINDS,
  revenueReportSchema,
  timeInStatusReportSchema,
} from '#shared/schemas/reports';
import { unique, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const ann = setupUser(t, { fullName: 'Ann Report' });
const bob = setupUser(t, { fullName: 'Bob Report' });
const cy = setupUser(t, { fullName: 'Cy Report' });
const dee = setupUser(t, { fullName: 'Dee Report' });
const admin = setupUser(t, { role: 'admin' });

type Step = readonly [status: string, at: string];

/** A client held by `agentId` now, added at its first step's time, with the history given. */
async function client(agentId: string, history: readonly Step[]): Promise<string> {
  const [first] = history;
  const last = history.at(-1);
  if (!first || !last) throw new Error('a client needs a history');
  const n = unique('report');
  const [row] = await t.database.db
    .insert(clients)
    .values({
      name: `Client ${n}`,
      email: `${n}@clients.example.com`,
      status: last[0],
      agentId,
      createdAt: new Date(first[1]),
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('no client');
  await t.database.db.insert(clientStatusEvents).values(
    history.map(([status, at]) => ({
      clientId: row.id,
      status,
      changedAt: new Date(at),
      actorId: agentId,
      actorName: 'x',
    })),
  );
  return row.id;
}

const invoice = (clientId: string, plan: string, amount: string, at: string) =>
  t.database.db.insert(invoices).values({ clientId, plan, amount, issuedAt: new Date(at) });

const calls = (clientId: string, agentId: string, times: readonly string[]) =>
  t.database.db.insert(clientCalls).values(
    times.map((at) => ({
      clientId,
      agentId,
      agentName: 'x',
      outcome: 'connected',
      durationSeconds: 60,
      createdAt: new Date(at),
    })),
  );

async function get(kind: string, cookie: string, query: string) {
  const res = await t.request({ method: 'GET', url: `/api/reports/${kind}?${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const setTimeZone = async (timeZone: string) => {
  const res = await t.request({
    method: 'PATCH',
    url: '/api/settings',
    cookie: admin.cookie,
    payload: { calling: { timeZone } },
  });
  expect(res.statusCode).toBe(200);
};

const only = <T extends { agentId: string }>(rows: T[], ids: string[]) =>
  rows.filter((r) => ids.includes(r.agentId));
const zeroFunnel = (statuses: readonly string[]) =>
  statuses.map((status) => ({ status, entered: 0, conversionFromPrevious: null }));

// A fortnight of March 2025 in UTC. Wednesday the 5th to Tuesday the 11th crosses the week that
// starts on Monday the 10th. B2 was bob's until the 8th and is ann's now: its history is ann's.
const MARCH = 'from=2025-03-05&to=2025-03-11';

describe('reports over a hand-computed fortnight', () => {
  it('writes the fixture; each event records the stay it ends', async () => {
    const a1 = await client(ann.id, [
      ['new-client', '2025-03-05T10:00:00Z'],
      ['ringing', '2025-03-06T10:00:00Z'],
      ['interested', '2025-03-08T10:00:00Z'],
      ['invoice-sent', '2025-03-10T12:00:00Z'],
    ]);
    const a2 = await client(ann.id, [
      ['new-client', '2025-03-10T09:00:00Z'],
      ['ringing', '2025-03-11T09:00:00Z'],
    ]);
    const a3 = await client(ann.id, [
      ['new-client', '2025-02-20T00:00:00Z'],
      ['interested', '2025-03-07T00:00:00Z'],
    ]);
    const b1 = await client(bob.id, [
      ['new-client', '2025-03-06T00:00:00Z'],
      ['not-interested', '2025-03-06T12:00:00Z'],
    ]);
    const b2 = await client(ann.id, [
      ['new-client', '2025-03-05T00:00:00Z'],
      ['ringing', '2025-03-05T12:00:00Z'],
      ['interested', '2025-03-09T12:00:00Z'],
      ['invoice-sent', '2025-03-11T00:00:00Z'],
    ]);
    // Outside the range on both sides.
    await client(bob.id, [['new-client', '2025-03-04T23:59:59Z']]);
    await client(bob.id, [['new-client', '2025-03-12T00:00:00Z']]);
    await invoice(a3, 'advance', '800.00', '2025-03-07T00:00:00Z');
    await invoice(b1, 'basic', '250.00', '2025-03-06T12:00:00Z');
    await invoice(a1, 'basic', '250.00', '2025-03-10T12:00:00Z');
    await invoice(a2, 'basic', '250.50', '2025-03-11T10:00:00Z');
    await invoice(b2, 'custom', '1500.00', '2025-03-11T00:00:00Z');
    await invoice(a1, 'advance', '800.00', '2025-03-12T00:00:00Z');
    await calls(a1, ann.id, [
      '2025-03-05T00:00:00Z',
      '2025-03-07T15:00:00Z',
      '2025-03-11T23:59:59Z',
      '2025-03-12T00:00:00Z',
    ]);
    // Calls count for whoever logged them: bob called B2 while it was his.
    await calls(b2, bob.id, ['2025-03-06T00:00:00Z']);

    const stays = await rowsOf<{ status: string; previous: string | null; since: string | null }>(
      t.database.db,
      sql`select status, previous_status as previous, to_char(previous_changed_at at time zone 'UTC', 'MM-DD HH24:MI') as since
        from client_status_events where client_id = ${b2} order by changed_at`,
    );
    expect(stays).toEqual([
      { status: 'new-client', previous: null, since: null },
      { status: 'ringing', previous: 'new-client', since: '03-05 00:00' },
      { status: 'interested', previous: 'ringing', since: '03-05 12:00' },
      { status: 'invoice-sent', previous: 'interested', since: '03-09 12:00' },
    ]);
  });

  it('funnel: entries per status, each client once, and each step against the one before', async () => {
    const all = await get('funnel', admin.cookie, MARCH);
    expect(funnelReportSchema.parse(all)).toEqual(all);
    expect(all).toMatchObject({ from: '2025-03-05', to: '2025-03-11', timeZone: 'UTC' });
    expect(all.steps).toEqual([
      { status: 'new-client', entered: 4, conversionFromPrevious: null },
      { status: 'ringing', entered: 3, conversionFromPrevious: 75 },
      { status: 'interested', entered: 3, conversionFromPrevious: 100 },
      { status: 'invoice-sent', entered: 2, conversionFromPrevious: 66.7 },
      { status: 'account-details', entered: 0, conversionFromPrevious: 0 },
      { status: 'pending-activation', entered: 0, conversionFromPrevious: null },
      { status: 'closed-client', entered: 0, conversionFromPrevious: null },
      { status: 'not-interested', entered: 1, conversionFromPrevious: null },
    ]);
    const annOnly = await get('funnel', admin.cookie, `${MARCH}&agentId=${ann.id}`);
    expect(annOnly.steps.map((s: { entered: number }) => s.entered)).toEqual([3, 3, 3, 2, 0, 0, 0, 0]);
    expect(annOnly.steps[1].conversionFromPrevious).toBe(100);
    const bobOnly = await get('funnel', bob.cookie, MARCH);
    expect(bobOnly.steps.map((s: { entered: number }) => s.entered)).toEqual([1, 0, 0, 0, 0, 0, 0, 1]);
    expect(bobOnly.steps[1].conversionFromPrevious).toBe(0);
    expect(bobOnly.steps[2].conversionFromPrevious).toBeNull();
    // An agent with no clients.
    const cyOnly = await get('funnel', cy.cookie, MARCH);
    expect(cyOnly.steps).toEqual(zeroFunnel(cyOnly.steps.map((s: { status: string }) => s.status)));
  });

  it('time in status: median and 90th percentile of the stays that ended in the range', async () => {
    const all = await get('time-in-status', admin.cookie, MARCH);
    expect(timeInStatusReportSchema.parse(all)).toEqual(all);
    const byStatus = Object.fromEntries(
      all.statuses.map((s: { status: string; stays: number; medianDays: number; p90Days: number }) => [
        s.status,
        [s.stays, s.medianDays, s.p90Days],
      ]),
    );
    // new-client: 1, 1, 15, 0.5, 0.5 days; ringing: 2, 4; interested: 2 1/12 (A1), 1.5 (B2).
    expect(byStatus).toEqual({
      'new-client': [5, 1, 9.4],
      ringing: [2, 3, 3.8],
      interested: [2, 1.8, 2],
      'not-interested': [0, null, null],
      'invoice-sent': [0, null, null],
      'account-details': [0, null, null],
      'pending-activation': [0, null, null],
      'closed-client': [0, null, null],
    });
    const annOnly = await get('time-in-status', ann.cookie, MARCH);
    expect(annOnly.statuses[0]).toEqual({ status: 'new-client', stays: 4, medianDays: 1, p90Days: 10.8 });
    const bobOnly = await get('time-in-status', admin.cookie, `${MARCH}&agentId=${bob.id}`);
    expect(bobOnly.statuses[0]).toEqual({ status: 'new-client', stays: 1, medianDays: 0.5, p90Days: 0.5 });
    expect(bobOnly.statuses.slice(1).every((s: { stays: number }) => s.stays === 0)).toBe(true);
  });

  it('conversion: clients added per Monday-started week and how many are converted now', async () => {
    const all = await get('conversion', admin.cookie, MARCH);
    expect(conversionReportSchema.parse(all)).toEqual(all);
    const agents = only(all.agents, [ann.id, bob.id, cy.id]);
    expect(agents).toEqual([
      {
        agentId: ann.id,
        agentName: 'Ann Report',
        weeks: [
          { weekStart: '2025-03-03', clients: 2, converted: 2, rate: 100 },
          { weekStart: '2025-03-10', clients: 1, converted: 0, rate: 0 },
        ],
      },
      {
        agentId: bob.id,
        agentName: 'Bob Report',
        weeks: [
          { weekStart: '2025-03-03', clients: 1, converted: 0, rate: 0 },
          { weekStart: '2025-03-10', clients: 0, converted: 0, rate: 0 },
        ],
      },
      {
        agentId: cy.id,
        agentName: 'Cy Report',
        weeks: [
          { weekStart: '2025-03-03', clients: 0, converted: 0, rate: 0 },
          { weekStart: '2025-03-10', clients: 0, converted: 0, rate: 0 },
        ],
      },
    ]);
  });

  it('revenue: invoices per week, agent and plan', async () => {
    const all = await get('revenue', admin.cookie, MARCH);
    expect(revenueReportSchema.parse(all)).toEqual(all);
    const row = (weekStart: string, who: typeof ann, plan: string, count: number, amount: number) => ({
      weekStart,
      agentId: who.id,
      agentName: who.fullName,
      plan,
      invoices: count,
      amount,
    });
    expect(only(all.rows, [ann.id, bob.id])).toEqual([
      row('2025-03-03', ann, 'advance', 1, 800),
      row('2025-03-03', bob, 'basic', 1, 250),
      row('2025-03-10', ann, 'basic', 2, 500.5),
      row('2025-03-10', ann, 'custom', 1, 1500),
    ]);
    const bobOnly = await get('revenue', bob.cookie, MARCH);
    expect(bobOnly.rows).toEqual([row('2025-03-03', bob, 'basic', 1, 250)]);
  });

  it('leaderboard: added, converted, invoices, revenue and calls per agent, best revenue first', async () => {
    const all = await get('leaderboard', admin.cookie, MARCH);
    expect(leaderboardReportSchema.parse(all)).toEqual(all);
    expect(only(all.agents, [ann.id, bob.id, cy.id])).toEqual([
      {
        agentId: ann.id,
        agentName: 'Ann Report',
        added: 3,
        converted: 3,
        invoices: 4,
        revenue: 2800.5,
        calls: 3,
      },
      {
        agentId: bob.id,
        agentName: 'Bob Report',
        added: 1,
        converted: 0,
        invoices: 1,
        revenue: 250,
        calls: 1,
      },
      { agentId: cy.id, agentName: 'Cy Report', added: 0, converted: 0, invoices: 0, revenue: 0, calls: 0 },
    ]);
  });

  it('gives an agent their own figures only, whatever agentId they send', async () => {
    for (const kind of REPORT_KINDS) {
      const asked = await get(kind, bob.cookie, `${MARCH}&agentId=${ann.id}`);
      const own = await get(kind, admin.cookie, `${MARCH}&agentId=${bob.id}`);
      expect(asked, kind).toEqual(own);
    }
    const board = await get('leaderboard', bob.cookie, `${MARCH}&agentId=${ann.id}`);
    expect(board.agents.map((a: { agentId: string }) => a.agentId)).toEqual([bob.id]);
    const weeks = await get('conversion', bob.cookie, `${MARCH}&agentId=${ann.id}`);
    expect(weeks.agents.map((a: { agentId: string }) => a.agentId)).toEqual([bob.id]);
  });

  it('answers an empty range with zeros and every week listed', async () => {
    const query = `from=2023-01-01&to=2023-01-03&agentId=${ann.id}`;
    const funnel = await get('funnel', admin.cookie, query);
    expect(funnel.steps).toEqual(zeroFunnel(funnel.steps.map((s: { status: string }) => s.status)));
    const stays = await get('time-in-status', admin.cookie, query);
    expect(
      stays.statuses.every(
        (s: { stays: number; medianDays: null }) => s.stays === 0 && s.medianDays === null,
      ),
    ).toBe(true);
    const conversion = await get('conversion', admin.cookie, query);
    expect(conversion.agents).toEqual([
      {
        agentId: ann.id,
        agentName: 'Ann Report',
        weeks: [
          { weekStart: '2022-12-26', clients: 0, converted: 0, rate: 0 },
          { weekStart: '2023-01-02', clients: 0, converted: 0, rate: 0 },
        ],
      },
    ]);
    expect((await get('revenue', admin.cookie, query)).rows).toEqual([]);
    expect((await get('leaderboard', admin.cookie, query)).agents).toEqual([
      { agentId: ann.id, agentName: 'Ann Report', added: 0, converted: 0, invoices: 0, revenue: 0, calls: 0 },
    ]);
  });
});

describe('the organisation’s time zone', () => {
  it('moves a day’s edges, and a week’s', async () => {
    // New York in June is UTC-4: 2024-06-15 (a Saturday) to 2024-06-17 (a Monday) runs from
    // 06-15 04:00Z to 06-18 04:00Z. D3 arrives on Sunday evening in New York, Monday in UTC.
    const d1 = await client(dee.id, [
      ['new-client', '2024-06-15T03:59:59Z'],
      ['ringing', '2024-06-15T04:00:00Z'],
    ]);
    const d3 = await client(dee.id, [['new-client', '2024-06-17T02:00:00Z']]);
    await invoice(d3, 'basic', '250.00', '2024-06-17T02:00:00Z');
    await calls(d1, dee.id, [
      '2024-06-15T02:00:00Z',
      '2024-06-15T03:59:59Z',
      '2024-06-15T04:00:00Z',
      '2024-06-16T12:00:00Z',
      '2024-06-18T03:59:59Z',
      '2024-06-18T04:00:00Z',
    ]);
    const query = 'from=2024-06-15&to=2024-06-17';
    const figures = async () => ({
      funnel: (await get('funnel', dee.cookie, query)).steps
        .slice(0, 2)
        .map((s: { entered: number }) => s.entered),
      weeks: (await get('conversion', dee.cookie, query)).agents[0].weeks.map(
        (w: { weekStart: string; clients: number }) => [w.weekStart, w.clients],
      ),
      revenue: (await get('revenue', dee.cookie, query)).rows.map((r: { weekStart: string }) => r.weekStart),
      leader: (await get('leaderboard', dee.cookie, query)).agents.map(
        (a: { added: number; calls: number }) => [a.added, a.calls],
      ),
    });
    await setTimeZone('America/New_York');
    try {
      expect((await get('funnel', dee.cookie, query)).timeZone).toBe('America/New_York');
      expect(await figures()).toEqual({
        funnel: [1, 1],
        weeks: [
          ['2024-06-10', 1],
          ['2024-06-17', 0],
        ],
        revenue: ['2024-06-10'],
        leader: [[1, 3]],
      });
    } finally {
      await setTimeZone('UTC');
    }
    expect(await figures()).toEqual({
      funnel: [2, 1],
      weeks: [
        ['2024-06-10', 1],
        ['2024-06-17', 1],
      ],
      revenue: ['2024-06-17'],
      leader: [[2, 4]],
    });
  });

  it('keeps the calls per UTC day equal to the calls through logs and a client’s deletion', async () => {
    const perDay = async () => ({
      calls: await rowsOf<{ day: string; n: number }>(
        t.database.db,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from client_calls
          where agent_id = ${dee.id} group by 1 order by 1`,
      ),
      rollup: await rowsOf<{ day: string; n: number }>(
        t.database.db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, dials as n from call_day_rollup
          where agent_id = ${dee.id} and dials > 0 order by 1`,
      ),
    });
    const extra = await client(dee.id, [['new-client', '2024-06-20T00:00:00Z']]);
    for (let i = 0; i < 3; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: `/api/clients/${extra}/calls`,
        cookie: dee.cookie,
        payload: { outcome: 'busy', durationSeconds: 5 },
      });
      expect(res.statusCode).toBe(201);
    }
    await calls(extra, dee.id, ['2024-06-16T23:59:00Z']);
    const before = await perDay();
    expect(before.rollup).toEqual(before.calls);
    const gone = await t.request({ method: 'DELETE', url: `/api/clients/${extra}`, cookie: admin.cookie });
    expect(gone.statusCode).toBe(204);
    const after = await perDay();
    expect(after.rollup).toEqual(after.calls);
    expect(after.calls.reduce((n, d) => n + d.n, 0)).toBe(6);
  });
});

describe('a client entering a status again', () => {
  it('counts once per status in the funnel, also after an entry before the range', async () => {
    await setTimeZone('UTC');
    const looping = await client(cy.id, [
      ['new-client', '2020-12-20T00:00:00Z'],
      ['ringing', '2020-12-28T00:00:00Z'],
      ['interested', '2021-01-05T00:00:00Z'],
      ['ringing', '2021-01-06T00:00:00Z'],
      ['interested', '2021-01-07T00:00:00Z'],
      ['ringing', '2021-01-08T00:00:00Z'],
    ]);
    const entries = await rowsOf<{ status: string; entry: string | null }>(
      t.database.db,
      sql`select status, to_char(previous_entry_at at time zone 'UTC', 'MM-DD') as entry
        from client_status_events where client_id = ${looping} order by changed_at`,
    );
    expect(entries).toEqual([
      { status: 'new-client', entry: null },
      { status: 'ringing', entry: null },
      { status: 'interested', entry: null },
      { status: 'ringing', entry: '12-28' },
      { status: 'interested', entry: '01-05' },
      { status: 'ringing', entry: '01-06' },
    ]);
    const funnel = await get('funnel', admin.cookie, `from=2021-01-04&to=2021-01-10&agentId=${cy.id}`);
    expect(funnel.steps.map((s: { entered: number }) => s.entered)).toEqual([0, 1, 1, 0, 0, 0, 0, 0]);
    const all = await get('funnel', admin.cookie, 'from=2021-01-04&to=2021-01-10');
    expect(all.steps.map((s: { entered: number }) => s.entered)).toEqual([0, 1, 1, 0, 0, 0, 0, 0]);
    // From the 6th: the ringing of the 6th and the 8th are one entry, the interested of the 7th one.
    const later = await get('funnel', admin.cookie, `from=2021-01-06&to=2021-01-10&agentId=${cy.id}`);
    expect(later.steps.map((s: { entered: number }) => s.entered)).toEqual([0, 1, 1, 0, 0, 0, 0, 0]);
    const lastDay = await get('funnel', admin.cookie, `from=2021-01-08&to=2021-01-08&agentId=${cy.id}`);
    expect(lastDay.steps.map((s: { entered: number }) => s.entered)).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
  });
});

describe('a reassignment', () => {
  it('moves the client’s whole history and invoices to the new agent, and out of every agent’s on unassigning', async () => {
    await setTimeZone('UTC');
    const may = 'from=2022-05-02&to=2022-05-08';
    const moved = await client(cy.id, [
      ['new-client', '2022-05-02T09:00:00Z'],
      ['ringing', '2022-05-03T09:00:00Z'],
    ]);
    await invoice(moved, 'basic', '250.00', '2022-05-03T10:00:00Z');
    const entered = async (query: string) =>
      (await get('funnel', admin.cookie, query)).steps.map((s: { entered: number }) => s.entered);
    const billed = async (query: string) =>
      (await get('leaderboard', admin.cookie, query)).agents.map(
        (a: { agentId: string; invoices: number; revenue: number }) => [a.agentId, a.invoices, a.revenue],
      );
    const owners = () =>
      rowsOf<{ agentId: string | null }>(
        t.database.db,
        sql`select agent_id as "agentId" from client_status_events where client_id = ${moved}
          union all select agent_id from invoices where client_id = ${moved}`,
      );
    expect(await entered(`${may}&agentId=${cy.id}`)).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    expect(await billed(`${may}&agentId=${cy.id}`)).toEqual([[cy.id, 1, 250]]);

    // Reassigned and moved on in one request: the status event written with the reassignment is
    // the new agent's as well.
    await updateClientOk(t, admin.cookie, moved, { agentId: dee.id, status: 'interested' });
    expect(await owners()).toEqual([dee, dee, dee, dee].map((a) => ({ agentId: a.id })));
    expect(await entered(`${may}&agentId=${cy.id}`)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await entered(`${may}&agentId=${dee.id}`)).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    expect(await billed(`${may}&agentId=${cy.id}`)).toEqual([[cy.id, 0, 0]]);
    expect(await billed(`${may}&agentId=${dee.id}`)).toEqual([[dee.id, 1, 250]]);
    const revenue = await get('revenue', admin.cookie, may);
    expect(revenue.rows.map((r: { agentId: string }) => r.agentId)).toEqual([dee.id]);

    // No agent holds it now: every client still counts in the funnel, no agent's figures do.
    await updateClientOk(t, admin.cookie, moved, { agentId: null });
    expect(await owners()).toEqual([null, null, null, null].map((agentId) => ({ agentId })));
    expect(await entered(may)).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    expect(await entered(`${may}&agentId=${dee.id}`)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await get('revenue', admin.cookie, may)).rows).toEqual([]);
    expect((await billed(may)).filter(([, invoices]: [string, number]) => invoices > 0)).toEqual([]);
  });
});

describe('bad requests', () => {
  it('refuses bad dates, a reversed range, a range over 366 days and an unknown agent', async () => {
    const ask = (query: string) =>
      t.request({ method: 'GET', url: `/api/reports/funnel?${query}`, cookie: admin.cookie });
    for (const query of [
      'from=2025-02-30&to=2025-03-01',
      'from=today&to=2025-03-01',
      'to=2025-03-01',
      'from=2025-03-01',
    ]) {
      expect((await ask(query)).statusCode, query).toBe(400);
    }
    const reversed = await ask('from=2025-03-02&to=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({
      from: 'The start date must be on or before the end date.',
    });
    const long = await ask('from=2025-01-01&to=2026-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ to: 'A report covers at most 366 days.' });
    expect((await ask('from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
    const unknown = await ask('from=2025-03-01&to=2025-03-02&agentId=nobody');
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['agentId']);
    expect((await ask('from=2025-03-01&to=2025-03-02&extra=1')).statusCode).toBe(400);
    // An agent's agentId is ignored, so even an unknown one answers their own figures.
    const own = await t.request({
      method: 'GET',
      url: '/api/reports/leaderboard?from=2025-03-01&to=2025-03-02&agentId=nobody',
      cookie: ann.cookie,
    });
    expect(own.statusCode).toBe(200);
  });
});
