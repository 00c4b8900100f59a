import { medianOf, oursFirstPage } from '../baselines/original';
import { launchChromium } from '../frontend/browser';
import { measureRoute } from '../frontend/bundles';
import { measureExportHeap } from '../frontend/export-heap';
import { measureTti } from '../frontend/tti';
import { type CpuTargets, measureCpu } from './cpu-split';
import { measureExport } from './csv-export';
import type { Fixtures } from './fixtures';
import { measureLoad, runLoad, warmUp } from './load';
import type { BenchOptions } from './options';
import type { BenchReport, ScenarioReport } from './report-types';
import { type HttpScenario, httpScenarios, type Sessions } from './scenarios';
import { startAppServer } from './server-process';
import { signIn } from './sessions';
import { latencyOf } from './stats';
import { BENCH_PASSWORD, type Target } from './target-db';

export type AppResult = Pick<BenchReport, 'server' | 'scenarios' | 'export' | 'frontend'> & {
  ours: {
    agent: Awaited<ReturnType<typeof oursFirstPage>>;
    admin: Awaited<ReturnType<typeof oursFirstPage>>;
  };
};

async function signInAll(url: string, fixtures: Fixtures): Promise<Sessions> {
  const byEmail = new Map<string, string>();
  for (const email of new Set([fixtures.agent.email, ...fixtures.writers.map((w) => w.email)])) {
    byEmail.set(email, await signIn(url, email, BENCH_PASSWORD));
  }
  const agent = byEmail.get(fixtures.agent.email) ?? '';
  return { admin: await signIn(url, fixtures.admin.email, BENCH_PASSWORD), agent, byEmail };
}

async function runScenario(
  url: string,
  s: HttpScenario,
  duration: number,
  rss: () => number,
  cpu: CpuTargets,
): Promise<ScenarioReport> {
  const spec = { ...s.load, url, duration, rss };
  await warmUp(spec);
  const result = await measureCpu(cpu, () => measureLoad(spec));
  return {
    ...result,
    name: s.name,
    title: s.title,
    connections: s.load.connections,
    ...(s.budget ? { budget: s.budget } : {}),
    ...(s.pairs ? { pairLatency: latencyOf(s.pairs) } : {}),
  };
}

async function frontend(url: string, sessions: Sessions, options: BenchOptions, log: (m: string) => void) {
  const runs = options.ttiRuns;
  const browser = await launchChromium();
  try {
    const routes = [
      ['/login', null],
      ['/admin-login', null],
      ['/knowledge-base', null],
      ['/agent', sessions.agent],
      ['/admin', sessions.admin],
      ['/admin/clients', sessions.admin],
      ['/admin/agents', sessions.admin],
    ] as const;
    // One at a time: loaded side by side, some pages never got past their loading screen.
    const loads = [];
    for (const [route, cookie] of routes) loads.push(await measureRoute(browser, url, route, cookie));
    log('time to interactive');
    const tti = [
      await measureTti(browser, url, '/login', 'input[type=email]', null, runs),
      await measureTti(browser, url, '/agent', '[data-testid=client-card]', sessions.agent, runs),
    ];
    let exportHeap = null;
    if (!options.skip.includes('export')) {
      log('page heap while the browser saves the CSV export of every client');
      exportHeap = await measureExportHeap(browser, url, sessions.admin);
    }
    return { routes: loads, tti, exportHeap };
  } finally {
    await browser.close();
  }
}

/** Everything measured against the real server, started as `npm start` would. */
export async function appPhase(
  target: Target,
  options: BenchOptions,
  fixtures: Fixtures,
  log: (m: string) => void,
): Promise<AppResult> {
  const server = await startAppServer(target.env);
  try {
    const idleRssMb = server.rssMb();
    const sessions = await signInAll(server.url, fixtures);
    const agentList: HttpScenario = {
      name: 'agent-list',
      title: 'agent list page 1',
      load: {
        connections: options.connections,
        requests: [
          { method: 'GET', path: '/api/clients?page=1&pageSize=10', headers: { cookie: sessions.agent } },
        ],
      },
    };
    // A fresh process runs its first seconds unoptimised; that belongs to no scenario.
    log('warming up the server');
    await runLoad({
      url: server.url,
      connections: 10,
      duration: Math.max(2, options.duration / 2),
      requests: [
        { method: 'GET', path: '/api/clients?page=1&pageSize=10', headers: { cookie: sessions.agent } },
        { method: 'GET', path: '/api/clients/stats', headers: { cookie: sessions.agent } },
        { method: 'GET', path: '/api/clients?page=2&pageSize=10', headers: { cookie: sessions.admin } },
      ],
    });
    const scenarios: ScenarioReport[] = [];
    for (const s of [agentList, ...httpScenarios(server.url, fixtures, sessions, options.connections)]) {
      log(s.title);
      const cpu = { serverPid: server.pid, postgres: target.postgres };
      scenarios.push(await runScenario(server.url, s, options.duration, server.rssMb, cpu));
    }
    log('first page, ours');
    const ours = {
      agent: await medianOf(5, () => oursFirstPage(server.url, sessions.agent)),
      admin: await medianOf(5, () => oursFirstPage(server.url, sessions.admin)),
    };
    let exported = null;
    if (!options.skip.includes('export')) {
      log('CSV export of every client');
      exported = await measureExport(server.url, sessions.admin, server.rssMb);
    }
    const web = options.skip.includes('frontend') ? null : await frontend(server.url, sessions, options, log);
    return {
      server: { startMs: server.startMs, idleRssMb },
      scenarios,
      ours,
      export: exported,
      frontend: web,
    };
  } finally {
    await server.stop();
  }
}
