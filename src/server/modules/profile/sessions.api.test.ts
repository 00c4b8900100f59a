import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, session } from '#server/db/schema';
import { makeUser } from '#tests/support/clients';
import { setupTestApp } from '#tests/support/setup-test-app';
import { DEFAULT_PASSWORD, type TestApp } from '#tests/support/test-app';

const t = setupTestApp();

type Item = { id: string; current: boolean; userAgent: string | null; ip: string | null };

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const list = async (cookie: string) => {
  const res = await t.request({ method: 'GET', url: '/api/me/sessions', cookie });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: Item[] }>().items;
};

/** A sign-in from a named browser, so the list has something to tell apart. */
async function signInFrom(app: TestApp, email: string, userAgent: string): Promise<string> {
  const res = await app.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: DEFAULT_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: '192.0.2.44',
  });
  const raw = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token='));
  return raw?.split(';')[0] ?? '';
}

describe('GET /api/me/sessions', () => {
  it("lists the user's own live sessions, marks this one, and never shows a token", async () => {
    const user = await makeUser(t);
    const phone = await signInFrom(t, user.email, 'Phone Browser 1.0');
    await makeUser(t); // someone else's sessions stay out
    const items = await list(user.cookie);
    expect(items).toHaveLength(2);
    expect(items.filter((i) => i.current)).toHaveLength(1);
    const other = items.find((i) => !i.current);
    expect(other).toMatchObject({ userAgent: 'Phone Browser 1.0', ip: '192.0.2.44' });
    const res = await t.request({ method: 'GET', url: '/api/me/sessions', cookie: phone });
    const tokens = await t.database.db.select({ token: session.token }).from(session);
    for (const { token } of tokens) expect(res.body).not.toContain(token);
    for (const item of res.json<{ items: Record<string, unknown>[] }>().items) {
      expect(Object.keys(item).sort()).toEqual([
        'createdAt',
        'current',
        'id',
        'ip',
        'lastUsedAt',
        'userAgent',
      ]);
    }
  });
});

describe('ending sessions', () => {
  it('ends one of the own sessions at once; another user’s is a 404', async () => {
    const user = await makeUser(t);
    const laptop = await signInFrom(t, user.email, 'Laptop');
    const stranger = await makeUser(t);
    const [strangers] = await list(stranger.cookie);
    const notMine = await t.request({
      method: 'DELETE',
      url: `/api/me/sessions/${strangers?.id}`,
      cookie: user.cookie,
    });
    expect(notMine.statusCode).toBe(404);
    expect((await me(stranger.cookie)).statusCode).toBe(200);

    const target = (await list(user.cookie)).find((i) => !i.current);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/me/sessions/${target?.id}`,
      cookie: user.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'revoke_sessions')));
    expect(JSON.parse(audit?.details ?? '{}')).toEqual({ sessions: 1, current: false });
  });

  it('signs out when the current session is ended', async () => {
    const user = await makeUser(t);
    const [current] = await list(user.cookie);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/me/sessions/${current?.id}`,
      cookie: user.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=;/);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('ends every other session and keeps this one', async () => {
    const user = await makeUser(t);
    const others = [await signInFrom(t, user.email, 'A'), await signInFrom(t, user.email, 'B')];
    const res = await t.request({
      method: 'POST',
      url: '/api/me/sessions/revoke-others',
      cookie: user.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    for (const cookie of others) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect(await list(user.cookie)).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/me/sessions' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/me/sessions/revoke-others' })).statusCode).toBe(401);
  });
});
