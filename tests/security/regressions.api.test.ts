/**
 * Regressions for what the fuzz and scale-out tests found (docs/security.md, "What the tests
 * found"): a NUL character in a request was a 500, and instances starting together with
 * ADMIN_EMAIL raced to create the first admin.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '#server/auth/first-admin';
import { user } from '#server/db/schema';
import { makeClient, makeUser } from '../support/clients';
import { setupTestApp } from '../support/setup-test-app';
import { type FuzzIds, stringLeaves, validBody, validQuery, withLeaf } from './fuzz/requests';
import { installChangeCounter, readChangeCounter } from './support/change-counter';
import { asMethod } from './support/http-methods';

const t = setupTestApp();
let cookie: string;
let agentCookie: string;
let ids: FuzzIds;
beforeAll(async () => {
  const agent = await makeUser(t);
  agentCookie = agent.cookie;
  cookie = (await makeUser(t, { role: 'admin' })).cookie;
  ids = { clients: [(await makeClient(t, agent)).id], agents: [agent.id], invitations: [] };
  await installChangeCounter(t.database.db);
});

const NUL = 'a\u0000b';
/** Half of an emoji: JSON carries it as an escape; PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = 'a\ud83db';

describe('a NUL character', () => {
  it('is refused with 400 in any body field, query value or path parameter of every route', async () => {
    const before = await readChangeCounter(t.database.db);
    let sent = 0;
    for (const { method: raw, url: template } of t.apiRoutes) {
      if (raw === 'HEAD' || template.endsWith('/*')) continue;
      const method = asMethod(raw);
      const route = `${method} ${template}`;
      const url = template.replace(':id', ids.clients[0] ?? '');
      const base = validBody(route, ids);
      const requests = [
        ...stringLeaves(base).map((leaf) => ({ leaf, url, payload: withLeaf(base, leaf, () => NUL) })),
        ...Object.keys(validQuery(route, ids)).map((key) => ({
          leaf: key,
          url: `${url}?${new URLSearchParams({ ...validQuery(route, ids), [key]: NUL })}`,
          payload: method === 'GET' || method === 'DELETE' ? undefined : base,
        })),
        ...(template.includes(':id')
          ? [{ leaf: 'id', url: template.replace(':id', 'a%00b'), payload: undefined }]
          : []),
      ];
      for (const r of requests) {
        const res = await t.request({
          method,
          url: r.url,
          cookie,
          ...(r.payload === undefined
            ? {}
            : { payload: JSON.stringify(r.payload), headers: { 'content-type': 'application/json' } }),
        });
        sent += 1;
        expect(res.statusCode, `${route} ${r.leaf}`).toBe(400);
        expect(Object.keys(res.json().error.fields ?? {}), `${route} ${r.leaf}`).toEqual([r.leaf]);
      }
    }
    expect(sent).toBeGreaterThan(30);
    expect(await readChangeCounter(t.database.db)).toBe(before);
  });
});

describe('half of a surrogate pair', () => {
  it('is refused with 400 in any body field of every route, and nothing is written', async () => {
    const before = await readChangeCounter(t.database.db);
    let sent = 0;
    for (const { method: raw, url: template } of t.apiRoutes) {
      if (raw === 'HEAD' || raw === 'GET' || template.endsWith('/*')) continue;
      const method = asMethod(raw);
      const route = `${method} ${template}`;
      const url = template.replace(':id', ids.clients[0] ?? '');
      const base = validBody(route, ids);
      // A URL cannot carry it (it arrives as U+FFFD), so only bodies are tried.
      for (const leaf of stringLeaves(base)) {
        const res = await t.request({
          method,
          url,
          cookie,
          payload: JSON.stringify(withLeaf(base, leaf, () => LONE_SURROGATE)),
          headers: { 'content-type': 'application/json' },
        });
        sent += 1;
        expect(res.statusCode, `${route} ${leaf}`).toBe(400);
        expect(Object.keys(res.json().error.fields ?? {}), `${route} ${leaf}`).toEqual([leaf]);
      }
    }
    expect(sent).toBeGreaterThan(20);
    expect(await readChangeCounter(t.database.db)).toBe(before);
  });

  it('whole, as an emoji, is stored as sent', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/clients',
      cookie: agentCookie,
      payload: { name: 'Zoë 🚀 Trader', email: 'emoji@example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('Zoë 🚀 Trader');
  });
});

describe('the first admin from ADMIN_EMAIL', () => {
  it('is created once when several instances start at the same moment', async () => {
    const config = { ...t.config, ADMIN_EMAIL: 'race@example.com', ADMIN_PASSWORD: 'race-password-1' };
    const deps = { db: t.database.db, auth: t.auth, config, log: pino({ level: 'silent' }) };
    await t.database.db.update(user).set({ role: 'agent' }).where(eq(user.role, 'admin'));
    const results = await Promise.allSettled([
      ensureFirstAdmin(deps),
      ensureFirstAdmin(deps),
      ensureFirstAdmin(deps),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const admins = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'race@example.com'));
    expect(admins).toHaveLength(1);
    expect(await t.signIn('race@example.com', 'race-password-1')).toMatch(/session_token=/);
  });
});
