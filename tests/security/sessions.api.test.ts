/**
 * Session management (ASVS 5.0 chapter 7): cookie attributes, a new token at sign-in, server-side
 * revocation, idle and absolute lifetimes. The clock is Vitest's fake Date around app.inject.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '#server/db/schema';
import { makeUser, unique } from '../support/clients';
import { setupTestApp } from '../support/setup-test-app';
import { createTestApp, DEFAULT_PASSWORD, sessionCookie } from '../support/test-app';

const MINUTE = 60_000;
const IDLE_MINUTES = 120;
const ABSOLUTE_HOURS = 12;

const t = setupTestApp({
  SESSION_IDLE_MINUTES: String(IDLE_MINUTES),
  SESSION_ABSOLUTE_HOURS: String(ABSOLUTE_HOURS),
});

afterEach(() => {
  vi.useRealTimers();
});

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const signIn = (email: string, password = DEFAULT_PASSWORD, cookie?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    ...(cookie ? { cookie } : {}),
  });

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}

async function sessionRows(userId: string) {
  return t.database.db.select({ id: session.id }).from(session).where(eq(session.userId, userId));
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path-wide, not Secure over http, and lives no longer than the idle limit', async () => {
    const user = await makeUser(t);
    const cookie = setCookies(await signIn(user.email)).find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(IDLE_MINUTES * 60);
  });

  it('is Secure with the __Secure- prefix behind https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://crm.example.com' });
    try {
      await secure.createUser({ email: 'tls@example.com' });
      const res = await secure.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'tls@example.com', password: DEFAULT_PASSWORD },
        headers: { origin: 'https://crm.example.com' },
      });
      const cookie = setCookies(res).find((c) => c.includes('session_token='));
      expect(cookie).toMatch(/^__Secure-wea\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});

describe('session token at sign-in', () => {
  it('issues a new token, ignoring one planted before sign-in (no session fixation)', async () => {
    const user = await makeUser(t);
    const planted = 'wea.session_token=attacker-chosen-value';
    const res = await signIn(user.email, DEFAULT_PASSWORD, planted);
    const issued = sessionCookie(res);
    expect(issued).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
    expect((await me(issued)).statusCode).toBe(200);
  });

  it('issues a different token at every sign-in, also for a signed-in browser', async () => {
    const user = await makeUser(t);
    const again = sessionCookie(await signIn(user.email, DEFAULT_PASSWORD, user.cookie));
    expect(again).not.toBe(user.cookie);
  });
});

describe('revocation', () => {
  it('sign-out deletes the session on the server', async () => {
    const user = await makeUser(t);
    expect(await sessionRows(user.id)).toHaveLength(1);
    await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie: user.cookie, payload: {} });
    expect(await sessionRows(user.id)).toHaveLength(0);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('a password change ends every other session and the old password', async () => {
    const user = await makeUser(t);
    const other = sessionCookie(await signIn(user.email));
    const res = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie: user.cookie,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(user.email)).statusCode).toBe(401);
    expect((await signIn(user.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it("an admin's password reset or removal of an agent ends all of that agent's sessions", async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const agent = await makeUser(t);
    const reset = await t.request({
      method: 'PATCH',
      url: `/api/agents/${agent.id}`,
      cookie: admin.cookie,
      payload: { fullName: 'Reset Agent', password: 'set-by-the-admin' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(agent.cookie)).statusCode).toBe(401);
    const fresh = sessionCookie(await signIn(agent.email, 'set-by-the-admin'));
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/agents/${agent.id}`,
      cookie: admin.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect((await me(fresh)).statusCode).toBe(401);
    expect(await sessionRows(agent.id)).toHaveLength(0);
  });
});

describe('lifetimes (fake clock)', () => {
  const at = (start: number, minutes: number) => vi.setSystemTime(start + minutes * MINUTE);

  it(`ends a session after ${IDLE_MINUTES} idle minutes, and activity keeps it alive`, async () => {
    const user = await makeUser(t, { email: `${unique('idle')}@example.com` });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    at(start, IDLE_MINUTES - 5);
    expect((await me(user.cookie)).statusCode).toBe(200);
    at(start, 2 * IDLE_MINUTES - 10);
    expect((await me(user.cookie)).statusCode).toBe(200);
    at(start, 3 * IDLE_MINUTES);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it(`ends a session ${ABSOLUTE_HOURS} hours after sign-in however active, and deletes it`, async () => {
    const user = await makeUser(t);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let minutes = 100; minutes < ABSOLUTE_HOURS * 60; minutes += 100) {
      at(start, minutes);
      expect((await me(user.cookie)).statusCode, `after ${minutes} minutes`).toBe(200);
    }
    at(start, ABSOLUTE_HOURS * 60 + 1);
    const res = await me(user.cookie);
    expect(res.statusCode).toBe(401);
    expect(setCookies(res).some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });
});
