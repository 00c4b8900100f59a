import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser } from '#tests/support/clients';
import { setupTestApp } from '#tests/support/setup-test-app';
import { session, user } from '../db/schema';
import { readSession, sessionSettings } from './accounts';
import { refreshDue } from './session';
import { signedValue, verifiedValue } from './signed-cookies';

// The session decision (session.ts) must answer exactly as better-auth's getSession would.
const t = setupTestApp();

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.split('=').slice(1).join('=')).split('.')[0] ?? '';

describe('session lookup', () => {
  it('answers a live session without touching its cookie', async () => {
    const agent = await makeUser(t);
    const res = await me(agent.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: agent.id, role: 'agent' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a token whose signature was tampered with, also after the real one was seen', async () => {
    const agent = await makeUser(t);
    expect((await me(agent.cookie)).statusCode).toBe(200);
    const [name, value] = [agent.cookie.split('=')[0], decodeURIComponent(agent.cookie.split('=')[1] ?? '')];
    // A character well inside the signature: the last one also carries base64 padding bits.
    const at = value.length - 10;
    const forged = `${value.slice(0, at)}${value[at] === 'A' ? 'Q' : 'A'}${value.slice(at + 1)}`;
    expect((await me(`${name}=${encodeURIComponent(forged)}`)).statusCode).toBe(401);
    expect((await me(`${name}=${encodeURIComponent(tokenOf(agent.cookie))}`)).statusCode).toBe(401);
  });

  it('sees a role change and a deleted session made in SQL once the database announces them', async () => {
    const agent = await makeUser(t);
    const overview = () => t.request({ method: 'GET', url: '/api/admin/overview', cookie: agent.cookie });
    expect((await overview()).statusCode).toBe(403);
    // The notice comes at commit: at once on PGlite, over the listening connection on PostgreSQL.
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, agent.id));
    await expect.poll(async () => (await overview()).statusCode).toBe(200);
    await t.database.db.delete(session).where(eq(session.token, tokenOf(agent.cookie)));
    await expect.poll(async () => (await me(agent.cookie)).statusCode).toBe(401);
  });

  it('leaves a due refresh to better-auth, which extends the session and resends the cookie', async () => {
    const agent = await makeUser(t);
    const token = tokenOf(agent.cookie);
    const stale = new Date(Date.now() + (t.config.SESSION_IDLE_MINUTES - 5) * 60_000);
    await t.database.db.update(session).set({ expiresAt: stale }).where(eq(session.token, token));
    const res = await me(agent.cookie);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('session_token=');
    const [row] = await t.database.db.select().from(session).where(eq(session.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(stale.getTime());
  });

  it("still answers when other cookies (cookie cache, don't-remember) ride along", async () => {
    const agent = await makeUser(t);
    const res = await me(`wea.session_data=stale; ${agent.cookie}; theme=dark`);
    expect(res.statusCode).toBe(200);
    // better-auth clears a cookie-cache cookie it does not use; the lookup leaves that to it.
    expect(String(res.headers['set-cookie'])).toContain('session_data=');
  });
});

// better-auth has no public call that answers "is this cookie's session live and untouched" without
// its endpoint machinery, so session.ts reads the cookie and applies the refresh rule itself. These
// pin both against better-auth: an upgrade that changes either fails here.
describe("better-auth's cookie format and refresh rule, as session.ts assumes them", () => {
  it('signs the session cookie as `token.base64(HMAC-SHA256(secret, token))`, URL-encoded, named wea.session_token', async () => {
    const agent = await makeUser(t);
    const { cookieNames, secret } = await sessionSettings(t.auth);
    expect(cookieNames).toEqual({
      sessionToken: 'wea.session_token',
      sessionData: 'wea.session_data',
      dontRememberToken: 'wea.dont_remember',
    });
    const [name, value = ''] = agent.cookie.split('=');
    expect(name).toBe(cookieNames.sessionToken);
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, agent.id));
    expect(row).toBeDefined();
    expect(verifiedValue(decodeURIComponent(value), secret)).toBe(row?.token);
    expect(value).toBe(signedValue(row?.token ?? '', secret));
  });

  it('refreshes exactly when refreshDue says so, on either side of the boundary', async () => {
    const config = await sessionSettings(t.auth);
    expect({ expiresIn: config.expiresIn, updateAge: config.updateAge }).toEqual({
      expiresIn: t.config.SESSION_IDLE_MINUTES * 60,
      updateAge: 60,
    });
    const boundary = (config.expiresIn - config.updateAge) * 1000;
    for (const [offsetMs, due] of [
      [-5_000, true],
      [5_000, false],
    ] as const) {
      const agent = await makeUser(t);
      const token = tokenOf(agent.cookie);
      const expiresAt = new Date(Date.now() + boundary + offsetMs);
      await t.database.db.update(session).set({ expiresAt }).where(eq(session.token, token));
      expect(refreshDue(expiresAt.getTime(), config, Date.now())).toBe(due);
      const { found, cookies } = await readSession(t.auth, new Headers({ cookie: agent.cookie }));
      expect(found?.session.token).toBe(token);
      const [row] = await t.database.db.select().from(session).where(eq(session.token, token));
      expect({
        refreshed: row?.expiresAt.getTime() !== expiresAt.getTime(),
        cookieSent: cookies.length > 0,
      }).toEqual({ refreshed: due, cookieSent: due });
    }
  });
});
