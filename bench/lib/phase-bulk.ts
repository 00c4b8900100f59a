import { sql } from 'drizzle-orm';
import { SEED_ADMIN_EMAIL, seedAgentEmail } from '#server/cli/seed/seed-users';
import { rowsOf } from '#server/db/raw-rows';
import type { BatchJob } from '#shared/schemas/bulk';
import type { Fixtures } from './fixtures';
import type { BenchOptions } from './options';
import { startAppServer } from './server-process';
import { signIn } from './sessions';
import { type Latency, latencyOf } from './stats';
import { BENCH_PASSWORD, type Target } from './target-db';

/** DESIGN §8: a bulk reassign of 100,000 clients at ≥ 20,000 clients/s, dashboard p95 ≤ 50 ms meanwhile. */
export const BULK_BUDGET = { clientsPerSecond: 20_000, dashboardP95Ms: 50 };

export type BulkBenchResult = {
  clients: number;
  changed: number;
  skipped: number;
  /** From the request to the job's end, as the admin waits for it. */
  endToEndSeconds: number;
  endToEndPerSecond: number;
  /** The job's own run, from its start to its end (the queue's pick-up left out). */
  jobSeconds: number;
  jobPerSecond: number;
  /**
   * The floor: one plain UPDATE of the owner of the same number of clients (at most 20,000), with
   * the table's indexes and triggers, rolled back. Clients per second.
   */
  rawUpdatePerSecond: number | null;
  /** The agent dashboard (list page 1 and stats, alternately) before and during the job. */
  dashboardIdle: Latency & { requests: number };
  dashboardDuring: Latency & { requests: number; errors: number };
};

type Loop = { latencies: number[]; errors: number };

/** `connections` closed loops of the agent's dashboard requests until `stop()` holds. */
async function dashboardLoad(url: string, cookie: string, connections: number, stop: () => boolean) {
  const result: Loop = { latencies: [], errors: 0 };
  const paths = ['/api/clients?page=1&pageSize=10', '/api/clients/stats'];
  const loop = async (offset: number) => {
    for (let i = offset; !stop(); i++) {
      const started = performance.now();
      const res = await fetch(`${url}${paths[i % paths.length]}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.ok) result.latencies.push(performance.now() - started);
      else result.errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, k) => loop(k)));
  return result;
}

async function api<T>(url: string, cookie: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, origin: url, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One UPDATE of `limit` clients' owner, timed and rolled back, in this process (the server is stopped). */
async function rawUpdateRate(target: Target, agentEmail: string, limit: number): Promise<number | null> {
  const database = await target.open();
  try {
    let rate: number | null = null;
    await database.db
      .transaction(async (tx) => {
        const started = performance.now();
        const [row] = await rowsOf<{ n: number }>(
          tx,
          sql`with moved as (update clients c set agent_id = (select id from "user" where email = ${agentEmail}),
              version = c.version + 1, updated_at = now(), last_contact_at = now()
            where c.id in (select id from clients order by id limit ${limit}) returning 1)
            select count(*)::int as n from moved`,
        );
        rate = (row?.n ?? 0) / ((performance.now() - started) / 1000);
        throw new Error('rolled back');
      })
      .catch(() => {});
    return rate;
  } finally {
    await database.close();
  }
}

/**
 * Bulk reassignment (issue 15) against the real server: every client of the bench database dealt
 * out round robin to every seeded agent, as one `POST /api/clients/bulk`, while an agent keeps loading the
 * dashboard. The clients stay spread evenly over agents, so later runs measure the same thing;
 * each run adds a note and an audit row per client.
 */
export async function bulkPhase(
  target: Target,
  options: BenchOptions,
  fixtures: Fixtures,
  log: (m: string) => void,
): Promise<BulkBenchResult> {
  const server = await startAppServer(target.env);
  let result: Omit<BulkBenchResult, 'rawUpdatePerSecond'>;
  try {
    const admin = await signIn(server.url, SEED_ADMIN_EMAIL, BENCH_PASSWORD);
    const agent = await signIn(server.url, fixtures.agent.email, BENCH_PASSWORD);
    const connections = options.connections;
    log('agent dashboard before the bulk job');
    const idleUntil = performance.now() + Math.max(3, options.duration / 2) * 1000;
    const idle = await dashboardLoad(server.url, agent, connections, () => performance.now() > idleUntil);

    log(`bulk reassign of every client, round robin over all ${options.agents} agents`);
    let finished: BatchJob | null = null;
    let stopped = false;
    const during = dashboardLoad(server.url, agent, connections, () => stopped);
    const requested = performance.now();
    // Every seeded agent in turn: each keeps about as many clients as the seed gave it, so the
    // scenarios of later runs read the same amounts.
    const agentEmails = Array.from({ length: Math.min(500, options.agents) }, (_, k) =>
      seedAgentEmail(k + 1),
    );
    try {
      const { jobId } = await api<{ jobId: string }>(server.url, admin, '/api/clients/bulk', {
        filter: {},
        action: { type: 'reassign', mode: 'round-robin', agentEmails },
      });
      while (!finished) {
        await sleep(100);
        const job = await api<BatchJob>(server.url, admin, `/api/jobs/${jobId}`);
        if (job.status === 'failed') throw new Error(`bulk job failed: ${job.error}`);
        if (job.status === 'completed') finished = job;
      }
    } finally {
      stopped = true;
    }
    const endToEnd = (performance.now() - requested) / 1000;
    const load = await during;
    const job: BatchJob = finished;
    const jobSeconds =
      job.startedAt && job.finishedAt
        ? (Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000
        : endToEnd;
    result = {
      clients: job.total,
      changed: job.changed,
      skipped: job.skipped,
      endToEndSeconds: endToEnd,
      endToEndPerSecond: job.total / endToEnd,
      jobSeconds,
      jobPerSecond: job.total / jobSeconds,
      dashboardIdle: { ...latencyOf(idle.latencies), requests: idle.latencies.length },
      dashboardDuring: { ...latencyOf(load.latencies), requests: load.latencies.length, errors: load.errors },
    };
  } finally {
    await server.stop();
  }
  log('raw UPDATE of the same number of clients, rolled back');
  const rawUpdatePerSecond = await rawUpdateRate(target, seedAgentEmail(1), Math.min(result.clients, 20_000));
  return { ...result, rawUpdatePerSecond };
}

const n0 = (v: number) => Math.round(v).toLocaleString('en-US');
const ms = (v: number) => v.toFixed(1);

/** The phase's lines in the printed report. */
export function formatBulk(b: BulkBenchResult): string[] {
  const during = b.dashboardDuring;
  return [
    `Bulk reassign (round robin): ${n0(b.clients)} clients (${n0(b.changed)} changed, ${n0(b.skipped)} skipped) ` +
      `in ${b.endToEndSeconds.toFixed(2)} s end to end = ${n0(b.endToEndPerSecond)} clients/s; ` +
      `the job itself ${b.jobSeconds.toFixed(2)} s = ${n0(b.jobPerSecond)} clients/s (budget ${n0(BULK_BUDGET.clientsPerSecond)}); ` +
      `one raw UPDATE of the owner ${b.rawUpdatePerSecond === null ? '–' : n0(b.rawUpdatePerSecond)} clients/s`,
    `  agent dashboard p50/p95/p99 ms: before ${ms(b.dashboardIdle.p50)}/${ms(b.dashboardIdle.p95)}/${ms(b.dashboardIdle.p99)} ` +
      `(${b.dashboardIdle.requests} requests), during ${ms(during.p50)}/${ms(during.p95)}/${ms(during.p99)} ` +
      `(${during.requests} requests, ${during.errors} errors; budget p95 ${BULK_BUDGET.dashboardP95Ms} ms)`,
  ];
}
