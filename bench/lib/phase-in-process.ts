import { sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import { rowsOf } from '#server/db/raw-rows';
import { dailyActivity } from '#server/modules/activity/daily-activity';
import { boardCards } from '#server/modules/board/cards';
import { boardColumns } from '#server/modules/board/columns';
import { listClientsJson } from '#server/modules/clients/list-clients';
import { logCall } from '#server/modules/clients/log-call';
import { workQueue } from '#server/modules/clients/work-queue';
import { resolveScope } from '#server/modules/reports/report-scope';
import { readReport } from '#server/modules/reports/reports';
import { boardCardsQuerySchema, boardColumnsQuerySchema } from '#shared/schemas/board';
import { logCallBodySchema, workQueueQuerySchema } from '#shared/schemas/calls';
import { type ListClientsQueryInput, listClientsQuerySchema } from '#shared/schemas/clients';
import { REPORT_KINDS } from '#shared/schemas/reports';
import { openRecordingDb } from '../baselines/raw-sql';
import { runClosedLoop } from './closed-loop';
import { measureCpu } from './cpu-split';
import { type Fixtures, loadFixtures } from './fixtures';
import type { LoadResult } from './load';
import type { BenchOptions } from './options';
import type { BenchReport } from './report-types';
import { BOARD_CARDS_STATUS, REPORT_DAYS, reportRange, THROUGHPUT_CONNECTIONS, WRITERS } from './scenarios';
import type { Target } from './target-db';

/** The list scenarios the stack's floor is measured for (a route each in the baseline server). */
export const FLOOR_SCENARIOS = ['agent-list', 'admin-list-p1'] as const;
export type FloorStatements = Partial<Record<(typeof FLOOR_SCENARIOS)[number], unknown>>;

/** The call's query config when the work sent exactly one statement as a config object. */
function singleConfig(calls: unknown[][]): unknown {
  const [only, ...rest] = calls;
  const config = only?.[0];
  return rest.length === 0 && only?.length === 1 && typeof config === 'object' && config !== null
    ? config
    : undefined;
}

export type InProcessResult = {
  fixtures: Fixtures;
  rawSql: BenchReport['baselines']['rawSql'];
  /** The agent's first list page, as the app computes it: what the bare Fastify route sends. */
  agentPage: unknown;
  /**
   * The one driver call of each list scenario the stack's floor serves (phase-baselines.ts), on
   * PostgreSQL: `{ name, text, values }` as the app's pool was given it.
   */
  floorStatements: FloorStatements;
  databaseVersion: string;
};

/**
 * Runs before any server holds the database (PGlite allows one process): reads the fixtures and
 * measures the raw-SQL floor of the list requests the HTTP scenarios send.
 */
export async function inProcessPhase(
  target: Target,
  options: BenchOptions,
  log: (m: string) => void,
): Promise<InProcessResult> {
  const recording = await openRecordingDb(target.env);
  try {
    const { db } = recording;
    const fixtures = await loadFixtures(db, WRITERS, options.agents);
    const [{ version = 'unknown' } = {}] = await rowsOf<{ version: string }>(
      db,
      sql`select version() as version`,
    );
    const list = (actor: SessionUser, query: ListClientsQueryInput) => () =>
      listClientsJson({ db, actor, query: listClientsQuerySchema.parse(query) });
    const lists = {
      'agent-list': list(fixtures.agent, { page: 1 }),
      'admin-list-p1': list(fixtures.admin, { page: 1 }),
      'admin-list-p1000': list(fixtures.admin, { page: 1000 }),
      'admin-search-name': list(fixtures.admin, { search: fixtures.terms.name }),
      // Issue 14. The call is replayed on one client, so its replays queue on that row's lock.
      'work-queue': () => workQueue({ db, actor: fixtures.agent, query: workQueueQuerySchema.parse({}) }),
      'idle-filter': list(fixtures.agent, { idle: 'true' }),
      'idle-filter-admin': list(fixtures.admin, { idle: 'true' }),
      'daily-activity': () => dailyActivity({ db, actor: fixtures.admin, query: { date: fixtures.today } }),
      // Issue 16.
      'board-columns-agent': () =>
        boardColumns({ db, actor: fixtures.agent, query: boardColumnsQuerySchema.parse({}) }),
      'board-columns-admin': () =>
        boardColumns({ db, actor: fixtures.admin, query: boardColumnsQuerySchema.parse({}) }),
      'board-cards': () =>
        boardCards({
          db,
          actor: fixtures.admin,
          query: boardCardsQuerySchema.parse({ status: BOARD_CARDS_STATUS }),
        }),
      'log-call': () =>
        logCall({
          db,
          actor: fixtures.admin,
          id: fixtures.writers[0]?.clients[0]?.id ?? '',
          body: logCallBodySchema.parse({
            outcome: 'connected',
            durationSeconds: 95,
            note: 'Benchmark call.',
          }),
        }),
    };
    const rawSql: InProcessResult['rawSql'] = {};
    const floorStatements: FloorStatements = {};
    for (const [name, work] of Object.entries(lists)) {
      const { replay, statements, calls } = await recording.record(work);
      const floorName = FLOOR_SCENARIOS.find((scenario) => scenario === name);
      if (floorName && target.postgres) floorStatements[floorName] = singleConfig(calls);
      log(`raw SQL: ${name} (${statements} statements)`);
      const cpu = (measure: () => Promise<LoadResult>) =>
        measureCpu({ serverPid: null, postgres: target.postgres }, measure);
      const result = await runClosedLoop(replay, options.connections, options.duration, cpu);
      rawSql[name] = { ...result, statements, connections: options.connections };
      if (name === 'agent-list') {
        log(`raw SQL: ${name} at ${THROUGHPUT_CONNECTIONS} connections`);
        const wide = await runClosedLoop(replay, THROUGHPUT_CONNECTIONS, options.duration, cpu);
        rawSql['list-throughput'] = { ...wide, statements, connections: THROUGHPUT_CONNECTIONS };
      }
    }
    // Issue 16. A report's statements run in a transaction on one pooled connection, which the
    // recorder (it sees the pool's own queries) cannot replay, so its floor is the same statements
    // sent straight through the driver: the scope's two reads and the report's one statement, with
    // no HTTP, session or answer assembly.
    const query = { ...reportRange(fixtures.today), agentId: undefined };
    for (const kind of REPORT_KINDS) {
      const name = `report-${kind}`;
      log(`raw SQL: ${name} (${REPORT_DAYS} days, every agent)`);
      const work = async () => readReport(db, await resolveScope(db, fixtures.admin, query), kind);
      const cpu = (measure: () => Promise<LoadResult>) =>
        measureCpu({ serverPid: null, postgres: target.postgres }, measure);
      const result = await runClosedLoop(work, options.connections, options.duration, cpu);
      rawSql[name] = { ...result, statements: 3, connections: options.connections };
    }
    const agentPage = await lists['agent-list']();
    return { fixtures, rawSql, agentPage, floorStatements, databaseVersion: version };
  } finally {
    await recording.close();
  }
}
