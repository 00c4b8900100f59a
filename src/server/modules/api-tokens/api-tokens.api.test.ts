import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { type Database, openPostgres } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { apiTokens, auditLog, user } from '#server/db/schema';
import type { ApiTokenList, CreatedApiToken } from '#shared/schemas/api-tokens';
import type { ClientListPage } from '#shared/schemas/clients';
import { makeClient, unique } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { TEST_ENCRYPTION_KEY } from '#tests/support/test-app';
import { hashTokenSecret } from './token-secret';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin', fullName: 'Token Admin' });
const agent = setupUser(t, { fullName: 'Token Agent' });

async function createToken(payload: object, cookie = admin.cookie): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url: '/api/tokens', cookie, payload });
}

async function tokenOk(payload: Record<string, unknown> = {}): Promise<CreatedApiToken> {
  const res = await createToken({ name: unique('script'), scopes: ['clients:read'], ...payload });
  if (res.statusCode !== 201) throw new Error(`token creation failed: ${res.statusCode} ${res.body}`);
  return res.json<CreatedApiToken>();
}

/** A request as a script sends it: the token and no cookie. */
function withToken(
  token: string,
  opts: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object },
) {
  return t.request({
    ...opts,
    headers: { authorization: `Bearer ${token}` },
  });
}

const errorCode = (res: LightMyRequestResponse) => res.json<{ error: { code: string } }>().error.code;

async function tokenRows() {
  const [row] = await t.database.db.select({ n: count() }).from(apiTokens);
  return row?.n ?? 0;
}

describe('POST /api/tokens', () => {
  it('answers the secret once and stores only its SHA-256', async () => {
    const res = await createToken({ name: 'Nightly export', scopes: ['clients:read', 'reports:read'] });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json<CreatedApiToken>();
    expect(created).toMatchObject({
      name: 'Nightly export',
      kind: 'personal',
      scopes: ['clients:read', 'reports:read'],
      createdBy: { id: admin.id, name: 'Token Admin' },
      expiresAt: null,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.token).toMatch(/^wea_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(hashTokenSecret(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await t.request({ method: 'GET', url: '/api/tokens', cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    expect(list.json<ApiTokenList>().items.find((i) => i.id === created.id)?.name).toBe('Nightly export');
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await tokenRows();
    const cases: [object, string][] = [
      [{ name: 'x', scopes: ['clients:delete'] }, 'scopes.0'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['clients:read', 'clients:read'] }, 'scopes'],
      [{ name: '  ', scopes: ['clients:read'] }, 'name'],
      [{ name: 'x'.repeat(101), scopes: ['clients:read'] }, 'name'],
      [{ name: 'x', scopes: ['clients:read'], expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
      [{ name: 'x', scopes: ['clients:read'], expiresAt: 'next week' }, 'expiresAt'],
      [{ name: 'x', scopes: ['clients:read'], kind: 'robot' }, 'kind'],
      [{ name: 'x', scopes: ['clients:read'], ratePerMinute: 0 }, 'ratePerMinute'],
      [{ name: 'x', scopes: ['clients:read'], extra: true }, '_'],
    ];
    for (const [payload, field] of cases) {
      const res = await createToken(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<{ error: { fields?: Record<string, string> } }>();
      if (field !== '_')
        expect(Object.keys(body.error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const unknown = await createToken({ name: 'x', scopes: ['clients:delete'] });
    expect(unknown.json<{ error: { message: string } }>().error.message).toMatch(/Unknown scope/);
    expect(await tokenRows()).toBe(before);
  });

  it('is for admins only', async () => {
    expect((await createToken({ name: 'x', scopes: ['clients:read'] }, agent.cookie)).statusCode).toBe(403);
    const signedOut = await t.request({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'x', scopes: ['clients:read'] },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('Authorization: Bearer', () => {
  it('reads clients as its creator, and notes the last use', async () => {
    const client = await makeClient(t, agent);
    const { token, id } = await tokenOk();
    const res = await withToken(token, { url: '/api/clients?pageSize=100' });
    expect(res.statusCode).toBe(200);
    // The admin's view: every agent's clients.
    expect(res.json<ClientListPage>().items.map((c) => c.id)).toContain(client.id);
    const one = await withToken(token, { url: `/api/clients/${client.id}` });
    expect(one.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('writes within clients:write from any origin, since it carries no cookie', async () => {
    const client = await makeClient(t, agent);
    const { token } = await tokenOk({ scopes: ['clients:write'] });
    const res = await t.request({
      method: 'PATCH',
      url: `/api/clients/${client.id}`,
      headers: { origin: 'https://elsewhere.example', authorization: `Bearer ${token}` },
      payload: { country: 'PT' },
    });
    expect(res.statusCode).toBe(200);
    // A cookie alongside brings the Origin check back.
    const both = await t.request({
      method: 'PATCH',
      url: `/api/clients/${client.id}`,
      cookie: admin.cookie,
      headers: { origin: 'https://elsewhere.example', authorization: `Bearer ${token}` },
      payload: { country: 'ES' },
    });
    expect(both.statusCode).toBe(403);
    expect(errorCode(both)).toBe('cross_origin');
  });

  it('refuses a route outside its scopes with 403, and a route open to no token', async () => {
    const { token } = await tokenOk({ scopes: ['reports:read'] });
    const client = await makeClient(t, agent);
    const missing = [
      await withToken(token, { url: '/api/clients' }),
      await withToken(token, {
        method: 'PATCH',
        url: `/api/clients/${client.id}`,
        payload: { country: 'PT' },
      }),
    ];
    for (const res of missing) {
      expect(res.statusCode).toBe(403);
      expect(errorCode(res)).toBe('token_scope');
    }
    expect(
      (await withToken(token, { url: '/api/reports/funnel?from=2026-01-01&to=2026-01-31' })).statusCode,
    ).toBe(200);

    const everything = await tokenOk({ scopes: ['clients:read', 'clients:write', 'reports:read'] });
    const closed = [
      await withToken(everything.token, { url: '/api/tokens' }),
      await withToken(everything.token, {
        method: 'POST',
        url: '/api/tokens',
        payload: { name: 'x', scopes: ['clients:read'] },
      }),
      await withToken(everything.token, { method: 'DELETE', url: `/api/tokens/${everything.id}` }),
      await withToken(everything.token, { url: '/api/me' }),
      await withToken(everything.token, { url: '/api/audit' }),
      await withToken(everything.token, { url: `/api/clients/${client.id}/trading-password` }),
      await withToken(everything.token, { url: '/api/settings' }),
    ];
    for (const res of closed) {
      expect(res.statusCode).toBe(403);
      expect(errorCode(res)).toBe('token_not_allowed');
    }
    // Sign-in routes read cookies only: a token signs nobody in.
    const session = await withToken(everything.token, { url: '/api/auth/get-session' });
    expect(session.json()).toBeNull();
  });

  it('answers 401 to an unknown, malformed, expired or revoked token', async () => {
    expect(errorCode(await withToken('wea_not-a-token', { url: '/api/clients' }))).toBe('token_invalid');
    const bare = await t.request({ url: '/api/clients', headers: { authorization: 'Bearer' } });
    expect(bare.statusCode).toBe(401);

    const expiring = await tokenOk({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await withToken(expiring.token, { url: '/api/clients' })).statusCode).toBe(200);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expiring.id));
    const expired = await withToken(expiring.token, { url: '/api/clients' });
    expect(expired.statusCode).toBe(401);
    expect(errorCode(expired)).toBe('token_expired');

    const revoked = await tokenOk();
    const del = await t.request({ method: 'DELETE', url: `/api/tokens/${revoked.id}`, cookie: admin.cookie });
    expect(del.statusCode).toBe(204);
    const refused = await withToken(revoked.token, { url: '/api/clients' });
    expect(refused.statusCode).toBe(401);
    expect(errorCode(refused)).toBe('token_revoked');
    // Revoking again is the same answer; an unknown id is 404.
    const again = await t.request({
      method: 'DELETE',
      url: `/api/tokens/${revoked.id}`,
      cookie: admin.cookie,
    });
    expect(again.statusCode).toBe(204);
    const unknown = await t.request({
      method: 'DELETE',
      url: '/api/tokens/00000000-0000-4000-8000-000000000000',
      cookie: admin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: '/api/tokens', cookie: admin.cookie });
    expect(list.json<ApiTokenList>().items.find((i) => i.id === revoked.id)?.revokedAt).not.toBeNull();
  });

  it('acts with the creator’s present rights; a service token only while its creator is an admin', async () => {
    const creator = await t.createUser({ email: `${unique('admin')}@example.com`, role: 'admin' });
    const cookie = await t.signIn(creator.email);
    const create = async (kind: string) =>
      (
        await createToken({ name: unique(kind), scopes: ['clients:read'], kind }, cookie)
      ).json<CreatedApiToken>();
    const personal = await create('personal');
    const service = await create('service');
    await makeClient(t, agent);
    const seen = async (token: string) => withToken(token, { url: '/api/clients?pageSize=1' });
    expect((await seen(personal.token)).json<ClientListPage>().total).toBeGreaterThan(0);
    expect((await seen(service.token)).statusCode).toBe(200);

    await t.database.db.update(user).set({ role: 'agent' }).where(eq(user.id, creator.id));
    const asAgent = await seen(personal.token);
    expect(asAgent.statusCode).toBe(200);
    expect(asAgent.json<ClientListPage>().total).toBe(0);
    expect((await seen(service.token)).statusCode).toBe(403);

    await t.database.db.delete(user).where(eq(user.id, creator.id));
    expect((await seen(personal.token)).statusCode).toBe(401);
  });
});

/**
 * Another instance of the app on the same database: on PostgreSQL with its own pool, as another
 * process would have; on the embedded database, which one process owns, on the same handle.
 */
async function secondInstance() {
  let database: Database = t.database;
  if (process.env.TEST_ENGINE === 'postgres') {
    const [row] = await rowsOf<{ name: string }>(t.database.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    database = await openPostgres(url.toString(), 2);
  }
  const built = await buildApp({
    config: t.config,
    database,
    authSecret: 'test-secret-test-secret-test-secret!!',
    encryptionKey: TEST_ENCRYPTION_KEY,
    webRoot: null,
  });
  await built.app.ready();
  return {
    get: (token: string) =>
      built.app.inject({ method: 'GET', url: '/api/clients', headers: { authorization: `Bearer ${token}` } }),
    async close() {
      await built.app.close();
      if (database !== t.database) await database.close();
    },
  };
}

describe('revocation', () => {
  it('holds on every instance from the next request', async () => {
    const b = await secondInstance();
    try {
      const { token, id } = await tokenOk();
      expect((await b.get(token)).statusCode).toBe(200);
      const del = await t.request({ method: 'DELETE', url: `/api/tokens/${id}`, cookie: admin.cookie });
      expect(del.statusCode).toBe(204);
      expect((await b.get(token)).statusCode).toBe(401);
    } finally {
      await b.close();
    }
  });
});

/**
 * Sends `count` requests with a new token of `limit` requests a minute, within one minute of the
 * database's clock: a run that straddles a minute's end is tried again.
 */
async function withinOneMinute(limit: number, url: string, count: number) {
  const minute = sql<string>`date_trunc('minute', now())::text`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { token, id } = await tokenOk({ ratePerMinute: limit });
    const [start] = await t.database.db.select({ m: minute }).from(apiTokens).limit(1);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < count; i++) answers.push(await withToken(token, { url }));
    const [end] = await t.database.db.select({ m: minute }).from(apiTokens).limit(1);
    if (start?.m !== end?.m) continue;
    const rows = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_token_request'), eq(auditLog.targetId, id)));
    const audited = rows.map((r) => Number(JSON.parse(r.details ?? '{}').status)).sort();
    return { answers, audited };
  }
  throw new Error('three runs in a row straddled a minute');
}

describe('rate limit', () => {
  it('answers 429 with Retry-After past the token’s requests per minute, and audits the first refusal only', async () => {
    const { answers, audited } = await withinOneMinute(3, '/api/clients/stats', 5);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429, 429]);
    const refused = answers[3] as LightMyRequestResponse;
    expect(errorCode(refused)).toBe('rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(audited).toEqual([200, 200, 200, 429]);
  });

  it('counts refused requests too: a script stuck on a 403 is audited once a minute past its limit', async () => {
    const { answers, audited } = await withinOneMinute(2, '/api/tokens', 5);
    expect(answers.map((a) => `${a.statusCode} ${errorCode(a)}`)).toEqual(
      Array(5).fill('403 token_not_allowed'),
    );
    expect(audited).toEqual([403, 403, 403]);
  });
});

describe('audit', () => {
  it('records every request made with a token: who, which token, method, path and status', async () => {
    const { token, id, name } = await tokenOk({ scopes: ['clients:read'] });
    await withToken(token, { url: '/api/clients/stats' });
    await withToken(token, { url: '/api/reports/funnel?from=2026-01-01&to=2026-01-31' });
    await withToken(token, { url: '/api/clients?search=abc' });
    const res = await t.request({
      method: 'GET',
      url: `/api/audit?action=api_token_request&target=${id}`,
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { actorId: string; detail: Record<string, unknown> }[] }>().items;
    expect(items.map((i) => i.detail).reverse()).toEqual([
      { token: name, method: 'GET', path: '/api/clients/stats', status: 200 },
      { token: name, method: 'GET', path: '/api/reports/funnel', status: 403 },
      { token: name, method: 'GET', path: '/api/clients', status: 200 },
    ]);
    expect(items.every((i) => i.actorId === admin.id)).toBe(true);

    const [created] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create_api_token'), eq(auditLog.targetId, id)));
    expect(created?.n).toBe(1);
  });
});
