import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, twoFactor } from '#server/db/schema';
import { makeUser } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { enableTwoFactor, signInRequest } from '#tests/support/two-factor';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const post = (url: string, cookie: string) => t.request({ method: 'POST', url, cookie });

describe('POST /api/agents/:id/sessions/revoke', () => {
  it('ends every session of the agent at once, and is audited', async () => {
    const agent = await makeUser(t);
    const second = await t.signIn(agent.email);
    const res = await post(`/api/agents/${agent.id}/sessions/revoke`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    for (const cookie of [agent.cookie, second]) expect((await me(cookie)).statusCode).toBe(401);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, agent.id), eq(auditLog.action, 'revoke_sessions')));
    expect(audit?.actorId).toBe(admin.id);
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });

  it('is for admins, and only about agents', async () => {
    const agent = await makeUser(t);
    const other = await makeUser(t);
    expect((await post(`/api/agents/${other.id}/sessions/revoke`, agent.cookie)).statusCode).toBe(403);
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await post(`/api/agents/${admin.id}/sessions/revoke`, admin.cookie)).statusCode).toBe(404);
    expect((await post('/api/agents/no-such-user/sessions/revoke', admin.cookie)).statusCode).toBe(404);
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/agents/:id/two-factor/reset', () => {
  it('turns the agent’s two-factor sign-in off and ends their sessions', async () => {
    const agent = await makeUser(t);
    const { cookie } = await enableTwoFactor(t, agent.cookie);
    expect((await signInRequest(t, agent.email)).json()).toHaveProperty('twoFactorRedirect', true);
    const res = await post(`/api/agents/${agent.id}/two-factor/reset`, admin.cookie);
    expect(res.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, agent.id))).toEqual([]);
    const again = await signInRequest(t, agent.email);
    expect(again.json()).toHaveProperty('user');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, agent.id), eq(auditLog.action, 'reset_two_factor')));
    expect(audit?.actorId).toBe(admin.id);
  });

  it('is for admins, and only about agents', async () => {
    const agent = await makeUser(t);
    expect((await post(`/api/agents/${agent.id}/two-factor/reset`, agent.cookie)).statusCode).toBe(403);
    expect((await post(`/api/agents/${admin.id}/two-factor/reset`, admin.cookie)).statusCode).toBe(404);
  });
});
