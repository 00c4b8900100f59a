/**
 * Scale-out (DESIGN §7): two app instances on one PostgreSQL database behind a round-robin proxy.
 * Sessions, sign-out and the sign-in limit are shared through the database, and concurrent
 * writes through both instances lose nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFigures } from '../security/support/figures';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { api, field, makeAgent, signIn } from './support/http-client';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy';
import { ADMIN, freshDir, type ServerProcess, startServerProcess } from './support/server-process';

let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
let proxy: RoundRobinProxy;
let adminCookie: string;
const CREATES = 100;
const NOTES = 150;
const CONCURRENCY = 24;
const figures = { acknowledgedWrites: 0, writesLost: 0, staleWritesRefused: 0 };

beforeAll(async () => {
  database = await createTestDatabase('postgres', 'scale');
  // Both at once on an empty database: migrations and the first admin must not race each other.
  const start = (n: string) => startServerProcess({ ...database.env, DATA_DIR: freshDir(`wea-scale-${n}-`) });
  [a, b] = await Promise.all([start('a'), start('b')]);
  proxy = await startRoundRobinProxy([a.url, b.url]);
  adminCookie = await signIn(a.url, ADMIN.email, ADMIN.password);
}, 240_000);

afterAll(async () => {
  writeFigures('scale-out', { instances: 2, ...figures, servedByInstance: proxy?.served });
  console.log(`scale-out: ${JSON.stringify({ ...figures, servedByInstance: proxy?.served })}`);
  await proxy?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

/** Runs `count` requests, CONCURRENCY at a time, and returns the answers in order. */
async function inParallel<T>(count: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) results[i] = await run(i);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

const me = (base: string, cookie: string) => api(base, 'GET', '/api/me', { cookie });

describe('two instances behind a round-robin proxy', () => {
  it('accepts a session made on one instance on the other, and through the proxy', async () => {
    const cookie = await signIn(a.url, ADMIN.email, ADMIN.password);
    expect((await me(b.url, cookie)).status).toBe(200);
    const before = [...proxy.served];
    for (let i = 0; i < 4; i++) expect((await me(proxy.url, cookie)).status).toBe(200);
    expect(proxy.served.map((n, i) => n - (before[i] ?? 0))).toEqual([2, 2]);
  });

  it('ends a session on both instances when it signs out on one', async () => {
    const cookie = await signIn(a.url, ADMIN.email, ADMIN.password);
    expect((await api(b.url, 'POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect((await me(a.url, cookie)).status).toBe(401);
    expect((await me(b.url, cookie)).status).toBe(401);
  });

  it('counts failed sign-ins across both instances', async () => {
    await makeAgent(proxy.url, adminCookie, 'limited@example.com');
    for (let i = 0; i < 10; i++) {
      const base = i % 2 === 0 ? a.url : b.url;
      const res = await api(base, 'POST', '/api/auth/sign-in/email', {
        body: { email: 'limited@example.com', password: `wrong-${i}` },
      });
      expect(res.status).toBe(401);
    }
    for (const base of [a.url, b.url]) {
      const res = await api(base, 'POST', '/api/auth/sign-in/email', {
        body: { email: 'limited@example.com', password: 'agent-password-1' },
      });
      expect(res.status).toBe(429);
    }
  });

  it('loses no write when both instances take concurrent creates and notes', async () => {
    const agents = [
      await makeAgent(proxy.url, adminCookie, 'writer-1@example.com'),
      await makeAgent(proxy.url, adminCookie, 'writer-2@example.com'),
    ];
    const creates = await inParallel(CREATES, (i) =>
      api(proxy.url, 'POST', '/api/clients', {
        cookie: agents[i % 2],
        body: { name: `Scale ${i}`, email: `scale-${i}@clients.example.com` },
      }),
    );
    expect(creates.map((r) => r.status)).toEqual(Array(CREATES).fill(201));
    const target = String(field(creates[0]?.body, 'id'));
    const notes = await inParallel(NOTES, (i) =>
      api(proxy.url, 'PATCH', `/api/clients/${target}`, {
        cookie: agents[0],
        body: { note: `parallel ${i}` },
      }),
    );
    expect(notes.map((r) => r.status)).toEqual(Array(NOTES).fill(200));
    figures.acknowledgedWrites += creates.length + notes.length;

    const list = await api(proxy.url, 'GET', '/api/clients?search=Scale&pageSize=1', {
      cookie: adminCookie,
    });
    const stored = await api(proxy.url, 'GET', `/api/clients/${target}`, { cookie: agents[0] });
    const storedNotes = field(stored.body, 'notes');
    const lost =
      CREATES -
      Number(field(list.body, 'total')) +
      NOTES -
      (Array.isArray(storedNotes) ? storedNotes.length : 0);
    figures.writesLost += lost;
    expect(lost).toBe(0);
  });

  it('lets exactly one of two crossing edits of one version win, one per instance', async () => {
    const agent = await makeAgent(proxy.url, adminCookie, 'racer@example.com');
    for (let i = 0; i < 10; i++) {
      const created = await api(a.url, 'POST', '/api/clients', {
        cookie: agent,
        body: { name: `Race ${i}`, email: `race-${i}@clients.example.com` },
      });
      const id = String(field(created.body, 'id'));
      const answers = await Promise.all(
        [a.url, b.url].map((base, j) =>
          api(base, 'PATCH', `/api/clients/${id}`, {
            cookie: agent,
            body: { status: j === 0 ? 'ringing' : 'interested', expectedVersion: 1 },
          }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      figures.staleWritesRefused += 1;
      const stored = await api(b.url, 'GET', `/api/clients/${id}`, { cookie: agent });
      const history = field(stored.body, 'history');
      expect(field(stored.body, 'version')).toBe(2);
      expect(Array.isArray(history) ? history.length : 0).toBe(2);
    }
  });
});
