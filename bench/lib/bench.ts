import os from 'node:os';
import { checkBudgets } from './budgets';
import type { BenchOptions } from './options';
import { appPhase } from './phase-app';
import { baselinePhase } from './phase-baselines';
import { bulkPhase } from './phase-bulk';
import { importPhase } from './phase-import';
import { inProcessPhase } from './phase-in-process';
import { intakePhase } from './phase-intake';
import type { BenchReport, OriginalComparison } from './report-types';
import { buildIfStale } from './server-process';
import { prepareTarget } from './target-db';

/**
 * One benchmark run: seed (or reuse) the database, measure the baselines, then the app over HTTP
 * as a separate process. Phases run one after another because PGlite admits one process at a time
 * and because the machine is small: nothing else of ours competes with what is measured.
 */
export async function runBench(options: BenchOptions, log: (m: string) => void): Promise<BenchReport> {
  const started = performance.now();
  buildIfStale();
  const target = await prepareTarget(options, log);
  const local = await inProcessPhase(target, options, log);
  const baselines = await baselinePhase(target, options, local, local.fixtures.agent.id, log);
  const app = await appPhase(target, options, local.fixtures, log);
  // Last: it moves every client, which the scenarios before it read.
  const bulk = options.skip.includes('bulk') ? null : await bulkPhase(target, options, local.fixtures, log);
  // Adds leads and status changes; the admin writes, since the bulk phase moves the writers' clients.
  const intake = options.skip.includes('intake')
    ? null
    : await intakePhase(target, options, local.fixtures, log);

  // Its own fresh database: a CSV of --clients rows imported over HTTP (issue 15).
  const clientImport = options.skip.includes('import')
    ? null
    : await importPhase(options, options.clients, log);

  for (const s of app.scenarios) {
    const raw = local.rawSql[s.name];
    if (raw && raw.latency.p50 > 0) s.rawSqlRatio = s.latency.p50 / raw.latency.p50;
    const bare = baselines.bareFastify[s.name];
    if (bare && bare.rps > 0) s.bareFastifyShare = s.rps / bare.rps;
    const floor = baselines.stackFloor[s.name];
    if (floor && raw && raw.latency.p50 > 0) s.floorRawSqlRatio = floor.latency.p50 / raw.latency.p50;
  }
  const original: OriginalComparison[] = [
    {
      scope: 'agent',
      clients: local.fixtures.agentClients,
      original: baselines.original.agent,
      ours: app.ours.agent,
    },
    {
      scope: 'admin (all clients)',
      clients: options.clients,
      original: baselines.original.admin,
      ours: app.ours.admin,
    },
  ];
  const cpus = os.cpus();
  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      cpus: cpus.length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
      node: process.version,
      database: local.databaseVersion.split(' on ')[0] ?? local.databaseVersion,
    },
    options,
    seed: target.seeded,
    server: app.server,
    scenarios: app.scenarios,
    baselines: { rawSql: local.rawSql, bareFastify: baselines.bareFastify, stackFloor: baselines.stackFloor },
    original,
    export: app.export,
    bulk,
    import: clientImport,
    intake,
    frontend: app.frontend,
    budgets: [],
    seconds: 0,
  };
  report.budgets = checkBudgets(report);
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
