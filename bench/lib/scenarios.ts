import type { Client, RequestSpec } from 'autocannon';
import { addDays } from '#shared/domain/time-zone';
import { REPORT_KINDS } from '#shared/schemas/reports';
import { type Fixtures, TOGGLE } from './fixtures';
import type { LoadSpec } from './load';

export type Sessions = { admin: string; agent: string; byEmail: Map<string, string> };

/** A budget from DESIGN §8 for PostgreSQL; PGlite gets twice the room. */
export type Budget = { p95Ms?: number; minRps?: number };

export type HttpScenario = {
  name: string;
  title: string;
  budget?: Budget;
  load: Omit<LoadSpec, 'url' | 'duration' | 'rss'>;
  /** Two requests measured as one screen load (the pair's time is reported as well). */
  pairs?: number[];
};

const list = (query: Record<string, string | number>) =>
  `/api/clients?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

function get(path: string, cookie: string): RequestSpec {
  return { method: 'GET', path, headers: { cookie } };
}

/**
 * A screen that issues two requests: sent one after the other on each connection, so the pair's
 * time is an upper bound of the browser's, which sends both at once.
 */
function screen(first: RequestSpec, second: RequestSpec, pairs: number[]): RequestSpec[] {
  return [
    {
      ...first,
      setupRequest: (request, context) => {
        context.started = performance.now();
        return request;
      },
    },
    {
      ...second,
      onResponse: (_status, _body, context) => {
        if (typeof context.started === 'number') pairs.push(performance.now() - context.started);
      },
    },
  ];
}

function readScenario(
  name: string,
  title: string,
  path: string,
  cookie: string,
  connections: number,
  budget?: Budget,
): HttpScenario {
  return { name, title, ...(budget ? { budget } : {}), load: { connections, requests: [get(path, cookie)] } };
}

function pairScenario(
  name: string,
  title: string,
  first: RequestSpec,
  second: RequestSpec,
  connections: number,
  budget?: Budget,
): HttpScenario {
  const pairs: number[] = [];
  return {
    name,
    title,
    ...(budget ? { budget } : {}),
    pairs,
    load: {
      connections,
      requests: screen(first, second, pairs),
      onMeasureStart: () => {
        pairs.length = 0;
      },
    },
  };
}

/** Hands each load-generator connection the next writer in turn, with its session cookie. */
function writerRotation(fixtures: Fixtures, sessions: Sessions) {
  let next = 0;
  return () => {
    const writer = fixtures.writers[next++ % fixtures.writers.length];
    const cookie = writer ? sessions.byEmail.get(writer.email) : undefined;
    if (!writer || !cookie || writer.clients.length === 0) throw new Error('no clients for a writer');
    return { writer, cookie };
  };
}

/** PATCH status + note from many agents at once, each writer on its own clients (spec §4, §6). */
function writeScenario(
  url: string,
  fixtures: Fixtures,
  sessions: Sessions,
  connections: number,
): HttpScenario {
  const nextWriter = writerRotation(fixtures, sessions);
  const setupClient = (client: Client) => {
    const { writer, cookie } = nextWriter();
    let i = 0;
    let current = writer.clients[0];
    client.setRequests([
      {
        method: 'PATCH',
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        setupRequest: (request) => {
          current = writer.clients[i++ % writer.clients.length];
          if (!current) return request;
          const body = { status: TOGGLE[current.status], note: `Benchmark call ${i}: moved on.` };
          return { ...request, path: `/api/clients/${current.id}`, body: JSON.stringify(body) };
        },
        onResponse: (status, body) => {
          if (status === 200 && current) current.status = (JSON.parse(body) as { status: string }).status;
        },
      },
    ]);
  };
  return {
    name: 'client-update',
    title: `client update (status + note), ${connections} writers`,
    load: { connections, requests: [{ method: 'PATCH', path: '/' }], setupClient },
  };
}

/** A call logged on each writer's clients in turn, `connections` at once (issue 14). */
function logCallScenario(
  url: string,
  fixtures: Fixtures,
  sessions: Sessions,
  connections: number,
): HttpScenario {
  const nextWriter = writerRotation(fixtures, sessions);
  const setupClient = (client: Client) => {
    const { writer, cookie } = nextWriter();
    let i = 0;
    client.setRequests([
      {
        method: 'POST',
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        setupRequest: (request) => {
          const current = writer.clients[i++ % writer.clients.length];
          if (!current) return request;
          const body = { outcome: 'connected', durationSeconds: 95, note: `Benchmark call ${i}.` };
          return { ...request, path: `/api/clients/${current.id}/calls`, body: JSON.stringify(body) };
        },
      },
    ]);
  };
  return {
    name: 'log-call',
    title: 'log a call',
    budget: { p95Ms: 15 },
    load: { connections, requests: [{ method: 'POST', path: '/' }], setupClient },
  };
}

/** The calling workspace's reads (issue 14). */
function callingScenarios(fixtures: Fixtures, sessions: Sessions, connections: number): HttpScenario[] {
  const { admin, agent } = sessions;
  return [
    readScenario('work-queue', 'Today queue (agent)', '/api/work-queue', agent, connections, { p95Ms: 20 }),
    readScenario(
      'idle-filter',
      'agent list, idle filter, page 1',
      list({ idle: 'true', page: 1, pageSize: 10 }),
      agent,
      connections,
      { p95Ms: 60 },
    ),
    readScenario(
      'idle-filter-admin',
      'admin list, idle filter, page 1, with total',
      list({ idle: 'true', page: 1, pageSize: 10 }),
      admin,
      connections,
      { p95Ms: 60 },
    ),
    readScenario(
      'daily-activity',
      `daily activity of every agent (${fixtures.today})`,
      `/api/activity/daily?date=${fixtures.today}`,
      admin,
      connections,
      { p95Ms: 60 },
    ),
  ];
}

/**
 * The pipeline board (issue 16): each status's count and invoice sum for one agent and for
 * everyone (docs/decisions/0025), and a page of everyone's largest column.
 */
function boardScenarios(sessions: Sessions, connections: number): HttpScenario[] {
  const { admin, agent } = sessions;
  return [
    readScenario('board-columns-agent', 'board columns (agent)', '/api/board/columns', agent, connections, {
      p95Ms: 40,
    }),
    readScenario(
      'board-columns-admin',
      'board columns (admin, every agent)',
      '/api/board/columns',
      admin,
      connections,
      {
        p95Ms: 80,
      },
    ),
    readScenario(
      'board-cards',
      `board cards, first page of everyone's ${BOARD_CARDS_STATUS} column`,
      `/api/board/cards?status=${BOARD_CARDS_STATUS}`,
      admin,
      connections,
      { p95Ms: 20 },
    ),
  ];
}

/** The column the card-page scenario reads: the seed's largest. */
export const BOARD_CARDS_STATUS = 'new-client';

/** The reports (issue 16) are measured over this many days ending today, for every agent. */
export const REPORT_DAYS = 90;
export const reportRange = (today: string) => ({ from: addDays(today, 1 - REPORT_DAYS), to: today });

/** Each report as the admin's reports page asks for it: every agent, the last 90 days. */
function reportScenarios(fixtures: Fixtures, sessions: Sessions, connections: number): HttpScenario[] {
  const { from, to } = reportRange(fixtures.today);
  return REPORT_KINDS.map((kind) =>
    readScenario(
      `report-${kind}`,
      `report ${kind}, every agent, ${REPORT_DAYS} days`,
      `/api/reports/${kind}?from=${from}&to=${to}`,
      sessions.admin,
      connections,
      { p95Ms: 250 },
    ),
  );
}

export const WRITERS = 50;
export const THROUGHPUT_CONNECTIONS = 50;

export function httpScenarios(
  url: string,
  fixtures: Fixtures,
  sessions: Sessions,
  connections: number,
): HttpScenario[] {
  const { admin, agent } = sessions;
  const { terms } = fixtures;
  const page1 = { page: 1, pageSize: 10 };
  const page1000 = { page: 1000, pageSize: 10 };
  const adminBudget = { p95Ms: 60 };
  const search = (name: string, what: string, term: string) =>
    readScenario(
      `admin-search-${name}`,
      `admin search by ${what} ("${term}")`,
      list({ search: term, ...page1 }),
      admin,
      connections,
      adminBudget,
    );
  return [
    pairScenario(
      'agent-dashboard',
      'agent dashboard (list page 1 + stats)',
      get(list(page1), agent),
      get('/api/clients/stats', agent),
      connections,
      { p95Ms: 20 },
    ),
    readScenario(
      'agent-search',
      `agent search ("${terms.agentSearch}")`,
      list({ search: terms.agentSearch, ...page1 }),
      agent,
      connections,
    ),
    readScenario(
      'admin-list-p1',
      'admin list page 1, with total',
      list(page1),
      admin,
      connections,
      adminBudget,
    ),
    readScenario(
      'admin-list-p1000',
      'admin list page 1,000, with total',
      list(page1000),
      admin,
      connections,
      adminBudget,
    ),
    readScenario(
      'admin-list-status-p1000',
      'admin list, status filter, page 1,000',
      list({ status: 'interested', ...page1000 }),
      admin,
      connections,
      adminBudget,
    ),
    readScenario(
      'admin-list-agent-p1',
      'admin list, agent filter, page 1',
      list({ agentId: fixtures.agent.id, ...page1 }),
      admin,
      connections,
      adminBudget,
    ),
    search('name', 'name', terms.name),
    search('email', 'email', terms.email),
    search('phone', 'phone', terms.phone),
    search('agent', 'agent name', terms.agentName),
    pairScenario(
      'admin-overview',
      'admin overview + agent performance',
      get('/api/admin/overview', admin),
      get('/api/agents/performance', admin),
      connections,
    ),
    readScenario(
      'list-throughput',
      `agent list page 1, ${THROUGHPUT_CONNECTIONS} connections`,
      list(page1),
      agent,
      THROUGHPUT_CONNECTIONS,
      { minRps: 1500 },
    ),
    writeScenario(url, fixtures, sessions, WRITERS),
    ...callingScenarios(fixtures, sessions, connections),
    ...reportScenarios(fixtures, sessions, connections),
    ...boardScenarios(sessions, connections),
    logCallScenario(url, fixtures, sessions, connections),
  ];
}
