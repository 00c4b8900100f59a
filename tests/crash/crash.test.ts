/**
 * Crash test (issue 7, DESIGN §7): a writer sends creates, notes and status changes and records
 * every 2xx; the server is killed with SIGKILL at a random moment and restarted, CYCLES times.
 * Afterwards every acknowledged write must be there and the database must pass an integrity check.
 * On PGlite a second server on the same directory must be refused while the first runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFigures } from '../security/support/figures';
import { createTestDatabase, type Engine, type TestDatabase } from './support/databases';
import { makeAgent, signIn } from './support/http-client';
import { ADMIN, type ServerProcess, startServerProcess } from './support/server-process';
import { findLostWrites, integrityProblems } from './support/verify';
import { newWriter, writeBurst } from './support/writer';

const engine: Engine = process.env.CRASH_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const CYCLES = Number(process.env.CRASH_CYCLES ?? 10);
const MIN_ACKS_PER_CYCLE = 8;

let database: TestDatabase;
let server: ServerProcess | null = null;
beforeAll(async () => {
  database = await createTestDatabase(engine, 'crash');
});
afterAll(async () => {
  await server?.kill9();
  await database.drop();
});

/**
 * Kills the server at a random moment once this cycle has some acknowledged writes (a slow,
 * loaded machine must not turn the test into kills of an idle server): 0–1200 ms after the
 * writer’s eighth new acknowledgement, or after 60 s at the latest.
 */
async function killAtRandomAfterProgress(server: ServerProcess, acks: () => number): Promise<void> {
  const target = acks() + MIN_ACKS_PER_CYCLE;
  const deadline = Date.now() + 60_000;
  while (acks() < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 1200)));
  await server.kill9();
}

/** PGlite allows one process per data directory: a second server must refuse, the first live on. */
async function expectSecondServerRefused(running: ServerProcess): Promise<void> {
  const second = await startServerProcess(database.env, { waitHealthy: false });
  const timeout = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000));
  const code = await Promise.race([second.exited, timeout]);
  if (code === 'hung') await second.kill9();
  expect(code).toBe(1);
  expect(second.output()).toMatch(/is in use by another server \(pid \d+\)/);
  expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
}

describe(`crash safety on ${engine}`, () => {
  it(`keeps every acknowledged write through ${CYCLES} kill -9 cycles${engine === 'pglite' ? ' and locks its data directory' : ''}`, async () => {
    server = await startServerProcess(database.env);
    const adminCookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    const cookies = [
      await makeAgent(server.url, adminCookie, 'crash-agent-1@example.com'),
      await makeAgent(server.url, adminCookie, 'crash-agent-2@example.com'),
    ];
    const writer = newWriter();
    const restartMs: number[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const running: ServerProcess = server;
      const killer = killAtRandomAfterProgress(running, () => writer.acks.length);
      await writeBurst(writer, running.url, cookies, `c${cycle}`, { ms: 120_000, concurrency: 4 });
      await killer;
      const started = performance.now();
      server = await startServerProcess(database.env);
      restartMs.push(Math.round(performance.now() - started));
    }
    // One calm burst after the last restart: the sessions and data survived the crashes.
    await writeBurst(writer, server.url, cookies, 'final', { ms: 300, concurrency: 2 });
    if (engine === 'pglite') await expectSecondServerRefused(server);
    await server.stop();
    server = null;

    const db = await database.open();
    try {
      const report = await findLostWrites(db.query, writer.acks);
      const problems = await integrityProblems(db.query);
      // Only status changes touch the client row here, so its version counts its history: a
      // half-applied change (row without event, or event without row) would break the equality.
      const torn = await db.query(`select count(*)::int as n from clients c
        where c.version <> (select count(*) from client_status_events e where e.client_id = c.id)`);
      const figures = {
        engine,
        killCycles: CYCLES,
        acknowledgedWritesChecked: report.checked,
        writesLost: report.lost.length,
        unansweredRequests: writer.unanswered,
        integrityProblems: problems,
        tornClients: Number(torn[0]?.n ?? -1),
        restartMs,
      };
      console.log(`crash (${engine}): ${JSON.stringify(figures)}`);
      writeFigures(`crash-${engine}`, figures);
      expect(report.lost).toEqual([]);
      expect(report.checked).toBeGreaterThanOrEqual(CYCLES * MIN_ACKS_PER_CYCLE);
      expect(problems).toEqual([]);
      expect(figures.tornClients).toBe(0);
    } finally {
      await db.close();
    }
  }, 600_000);
});
