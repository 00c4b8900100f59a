import fs from 'node:fs';
import path from 'node:path';
import { type FirstPage, medianOf, originalFirstPage } from '../baselines/original';
import { measureCpu } from './cpu-split';
import { measureLoad, warmUp } from './load';
import { type BenchOptions, ROOT } from './options';
import { FLOOR_SCENARIOS, type InProcessResult } from './phase-in-process';
import type { BenchReport } from './report-types';
import { THROUGHPUT_CONNECTIONS } from './scenarios';
import { startProcess } from './server-process';
import type { Target } from './target-db';

export type BaselineResult = {
  bareFastify: BenchReport['baselines']['bareFastify'];
  stackFloor: NonNullable<BenchReport['baselines']['stackFloor']>;
  original: { agent: FirstPage | null; admin: FirstPage | null };
};

/**
 * The bare Fastify ceiling, the stack's floor (Fastify and node-postgres sending a list request's
 * own statement, nothing of the app) and the original product's download-everything first page.
 */
export async function baselinePhase(
  target: Target,
  options: BenchOptions,
  local: Pick<InProcessResult, 'agentPage' | 'floorStatements'>,
  agentId: string,
  log: (m: string) => void,
): Promise<BaselineResult> {
  const pageFile = path.join(ROOT, '.tmp', 'bench', 'bare-page.json');
  fs.writeFileSync(pageFile, JSON.stringify(local.agentPage));
  const statementsFile = path.join(ROOT, '.tmp', 'bench', 'floor-statements.json');
  fs.writeFileSync(statementsFile, JSON.stringify(local.floorStatements));
  const server = await startProcess(
    ['--import', 'tsx', path.join(ROOT, 'bench', 'baselines', 'baseline-server.ts')],
    { ...target.env, BENCH_BARE_JSON: pageFile, BENCH_FLOOR_STATEMENTS: statementsFile },
    '/health',
  );
  try {
    const bareFastify: BaselineResult['bareFastify'] = {};
    for (const [name, connections] of [
      ['agent-list', options.connections],
      ['list-throughput', THROUGHPUT_CONNECTIONS],
    ] as const) {
      log(`bare Fastify: ${name} at ${connections} connections`);
      const spec = {
        url: server.url,
        connections,
        duration: options.duration,
        requests: [{ method: 'GET', path: '/bare/list' }],
        rss: server.rssMb,
      };
      await warmUp(spec);
      const result = await measureCpu({ serverPid: server.pid, postgres: null }, () => measureLoad(spec));
      bareFastify[name] = { ...result, connections };
    }
    const stackFloor: BaselineResult['stackFloor'] = {};
    // Each floor scenario at the latency scenarios' concurrency, and the agent list's at 50.
    const floorRuns = [
      ...FLOOR_SCENARIOS.map((scenario) => [scenario, scenario, options.connections] as const),
      ['list-throughput', 'agent-list', THROUGHPUT_CONNECTIONS] as const,
    ];
    for (const [name, statement, connections] of floorRuns) {
      if (!local.floorStatements[statement]) continue;
      log(`stack floor (Fastify + pg, no app): ${name} at ${connections} connections`);
      const spec = {
        url: server.url,
        connections,
        duration: options.duration,
        requests: [{ method: 'GET', path: `/floor/${statement}` }],
        rss: server.rssMb,
      };
      await warmUp(spec);
      const result = await measureCpu({ serverPid: server.pid, postgres: target.postgres }, () =>
        measureLoad(spec),
      );
      stackFloor[name] = { ...result, connections };
    }
    if (options.skip.includes('original')) {
      return { bareFastify, stackFloor, original: { agent: null, admin: null } };
    }
    log('original approach: agent scope');
    const agent = await medianOf(3, () => originalFirstPage(server.url, agentId));
    log('original approach: admin scope (every client)');
    const admin = await originalFirstPage(server.url, null, (rows) => log(`  ${rows} rows downloaded`));
    return { bareFastify, stackFloor, original: { agent, admin } };
  } finally {
    await server.stop();
  }
}
