/**
 * Revocation with checked sessions kept in memory (docs/decisions/0018): every way the app ends
 * or changes a session is seen on the very next request, a change made in SQL is seen once the
 * database announces it, a second instance hears it through NOTIFY (PostgreSQL), and with the
 * notification channel down every request reads the database again.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '#server/app';
import { announceSessionChange } from '#server/auth/session-cache';
import { type Database, openPostgres } from '#server/db/client';
import { session, user } from '#server/db/schema';
import { type Actor, makeUser } from '../support/clients';
import { setupTestApp } from '../support/setup-test-app';
import { DEFAULT_PASSWORD, sessionCookie, TEST_ENCRYPTION_KEY, TEST_ORIGIN } from '../support/test-app';

const t = setupTestApp();
const onPostgres = process.env.TEST_ENGINE === 'postgres';

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const status = async (cookie: string) => (await me(cookie)).statusCode;

/** Runs a statement with triggers off, so the database announces nothing: only the cache can answer. */
async function unannounced(statement: ReturnType<typeof sql>) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/** A second session of the same user, signed in apart from `actor`'s. */
async function secondSession(actor: Actor): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: actor.email, password: DEFAULT_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}

describe('checked sessions kept in memory', () => {
  it('answers a checked session from memory: a deletion nobody announces goes unseen until announced', async () => {
    const agent = await makeUser(t);
    expect(await status(agent.cookie)).toBe(200);
    await unannounced(sql`DELETE FROM ${session} WHERE ${session.userId} = ${agent.id}`);
    // This is why every revocation must be announced (the trigger does it for SQL).
    expect(await status(agent.cookie)).toBe(200);
    announceSessionChange({ userId: agent.id });
    expect(await status(agent.cookie)).toBe(401);
  });

  it('ends a checked session on the very next request, whichever way the app ends it', async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const cases: Array<[string, (victim: Actor, other: string) => Promise<unknown>]> = [
      [
        'sign-out',
        (_v, other) => t.request({ method: 'POST', url: '/api/auth/sign-out', cookie: other, payload: {} }),
      ],
      [
        'end other sessions',
        (v) => t.request({ method: 'POST', url: '/api/me/sessions/revoke-others', cookie: v.cookie }),
      ],
      [
        'end one session by id',
        async (v, other) => {
          const token = decodeURIComponent(other.split('=')[1] ?? '').split('.')[0] ?? '';
          const [row] = await t.database.db.select().from(session).where(eq(session.token, token));
          return t.request({ method: 'DELETE', url: `/api/me/sessions/${row?.id}`, cookie: v.cookie });
        },
      ],
      [
        'own password change',
        (v) =>
          t.request({
            method: 'PATCH',
            url: '/api/me',
            cookie: v.cookie,
            payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'another-long-password-1' },
          }),
      ],
      [
        'admin ends the agent sessions',
        (v) =>
          t.request({ method: 'POST', url: `/api/agents/${v.id}/sessions/revoke`, cookie: admin.cookie }),
      ],
      [
        'admin resets the agent password',
        (v) =>
          t.request({
            method: 'PATCH',
            url: `/api/agents/${v.id}`,
            cookie: admin.cookie,
            payload: { fullName: v.fullName, password: 'another-long-password-2' },
          }),
      ],
      [
        'admin resets the agent two-factor',
        (v) =>
          t.request({ method: 'POST', url: `/api/agents/${v.id}/two-factor/reset`, cookie: admin.cookie }),
      ],
      [
        'agent removal',
        (v) => t.request({ method: 'DELETE', url: `/api/agents/${v.id}`, cookie: admin.cookie }),
      ],
    ];
    for (const [name, end] of cases) {
      const victim = await makeUser(t);
      const other = await secondSession(victim);
      expect([name, await status(other)]).toEqual([name, 200]);
      const answer = (await end(victim, other)) as { statusCode: number };
      expect([name, answer.statusCode < 300]).toEqual([name, true]);
      expect([name, await status(other)]).toEqual([name, 401]);
    }
  });

  it('sees a renamed user, and a security settings change, on the next request', async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const agent = await makeUser(t);
    expect((await me(agent.cookie)).json()).toMatchObject({ twoFactorRequired: false });
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/agents/${agent.id}`,
      cookie: admin.cookie,
      payload: { fullName: 'Renamed Agent' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(agent.cookie)).json()).toMatchObject({ fullName: 'Renamed Agent' });
    const changed = await t.request({
      method: 'PATCH',
      url: '/api/settings',
      cookie: admin.cookie,
      payload: { security: { requireTwoFactorForAgents: true } },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(agent.cookie)).json()).toMatchObject({ twoFactorRequired: true });
    const list = await t.request({ method: 'GET', url: '/api/clients', cookie: agent.cookie });
    expect(list.json()).toMatchObject({ error: { code: 'two_factor_required' } });
  });

  it('sees a change made in SQL once the database announces it', async () => {
    const agent = await makeUser(t);
    expect(await status(agent.cookie)).toBe(200);
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, agent.id));
    await expect.poll(async () => (await me(agent.cookie)).json().role).toBe('admin');
    await t.database.db.delete(session).where(eq(session.userId, agent.id));
    await expect.poll(() => status(agent.cookie)).toBe(401);
  });
});

/** A second app instance on the same PostgreSQL database, as another process would run it. */
async function secondInstance(): Promise<{ app: App; database: Database; url: string }> {
  const result = (await t.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const row = result.rows[0];
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  const database = await openPostgres(url.toString(), 4);
  const app = await buildApp({
    config: t.config,
    database,
    authSecret: 'test-secret-test-secret-test-secret!!',
    encryptionKey: TEST_ENCRYPTION_KEY,
    webRoot: null,
  });
  await app.app.ready();
  return { app, database, url: url.toString() };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('a second instance on the same PostgreSQL database', () => {
  it('hears a revocation through NOTIFY, and reads the database while the channel is down', async () => {
    const b = await secondInstance();
    const meOnB = async (cookie: string) =>
      (
        await b.app.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { origin: TEST_ORIGIN, host: '127.0.0.1:3000', cookie },
        })
      ).statusCode;
    const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? '').toString();
    const dbName = new URL(b.url).pathname.slice(1);
    try {
      // B keeps what it checked: a deletion nobody announces goes unseen there.
      const quiet = await makeUser(t);
      expect(await meOnB(quiet.cookie)).toBe(200);
      await unannounced(sql`DELETE FROM ${session} WHERE ${session.userId} = ${quiet.id}`);
      expect(await meOnB(quiet.cookie)).toBe(200);

      // A deletion in SQL on this instance's connection reaches B by NOTIFY alone (no in-process call).
      const heard = await makeUser(t);
      expect(await meOnB(heard.cookie)).toBe(200);
      const started = performance.now();
      await t.database.db.delete(session).where(eq(session.userId, heard.id));
      await expect.poll(() => meOnB(heard.cookie), { interval: 5 }).toBe(401);
      console.log(`NOTIFY reached the second instance within ${(performance.now() - started).toFixed(1)} ms`);

      // The channel goes down and stays down (no new connection is let in): B reads the database.
      const down = await makeUser(t);
      expect(await meOnB(down.cookie)).toBe(200);
      await adminQuery(adminUrl, `ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS false`);
      try {
        await adminQuery(
          adminUrl,
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = '${dbName}' AND application_name = 'wea-session-notices'`,
        );
        // Only the cache could still answer 200 once the row is gone unannounced.
        await unannounced(sql`DELETE FROM ${session} WHERE ${session.userId} = ${down.id}`);
        await expect.poll(() => meOnB(down.cookie), { interval: 5, timeout: 5_000 }).toBe(401);
        const still = await makeUser(t);
        expect(await meOnB(still.cookie)).toBe(200);
        await unannounced(sql`DELETE FROM ${session} WHERE ${session.userId} = ${still.id}`);
        expect(await meOnB(still.cookie)).toBe(401);
      } finally {
        await adminQuery(adminUrl, `ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`);
      }

      // Back up: both instances listen again, and B keeps what it checks again.
      const listeners = async () =>
        (
          await adminQuery(
            adminUrl,
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = '${dbName}' AND application_name = 'wea-session-notices'`,
          )
        ).rows[0]?.n;
      await expect.poll(listeners, { timeout: 5_000 }).toBe(2);
      const again = await makeUser(t);
      expect(await meOnB(again.cookie)).toBe(200);
      await unannounced(sql`DELETE FROM ${session} WHERE ${session.userId} = ${again.id}`);
      expect(await meOnB(again.cookie)).toBe(200);
    } finally {
      await b.app.app.close();
      await b.database.close();
    }
  });
});
