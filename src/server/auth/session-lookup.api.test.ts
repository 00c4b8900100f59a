import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser } from '#tests/support/clients';
import { setupTestApp } from '#tests/support/setup-test-app';
import { session, user } from '../db/schema';

// The one-query session lookup must answer exactly as better-auth's getSession would.
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

  it('sees a role change and a deleted session on the next request', async () => {
    const agent = await makeUser(t);
    const overview = () => t.request({ method: 'GET', url: '/api/admin/overview', cookie: agent.cookie });
    expect((await overview()).statusCode).toBe(403);
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, agent.id));
    expect((await overview()).statusCode).toBe(200);
    await t.database.db.delete(session).where(eq(session.token, tokenOf(agent.cookie)));
    expect((await me(agent.cookie)).statusCode).toBe(401);
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
