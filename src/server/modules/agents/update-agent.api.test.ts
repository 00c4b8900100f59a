import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import { inviteOk } from '#tests/support/agents';
import { makeUser } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { DEFAULT_PASSWORD } from '#tests/support/test-app';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });

const patch = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/agents/${id}`, cookie: admin.cookie, payload });
const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });

describe('PATCH /api/agents/:id', () => {
  it('renames the agent and keeps the password and sessions when it is blank', async () => {
    const agent = await makeUser(t, { fullName: 'Old Name' });
    const res = await patch(agent.id, { fullName: '  New Name ', password: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: agent.id,
      email: agent.email,
      fullName: 'New Name',
      status: 'active',
      expiresAt: null,
      clientCount: 0,
    });
    const after = await me(agent.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json().fullName).toBe('New Name');
    await expect(t.signIn(agent.email, DEFAULT_PASSWORD)).resolves.toContain('session_token');
  });

  it('refuses a blank name and a short password with the spec messages', async () => {
    const agent = await makeUser(t, { fullName: 'Kept' });
    const blank = await patch(agent.id, { fullName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(MESSAGES.fullNameRequired.description);
    const short = await patch(agent.id, { fullName: 'Kept', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(MESSAGES.passwordTooShort.description);
    await expect(t.signIn(agent.email, DEFAULT_PASSWORD)).resolves.toContain('session_token');
  });

  it("sets a new password and ends every one of the agent's sessions", async () => {
    const agent = await makeUser(t, { fullName: 'Pat Password' });
    const secondCookie = await t.signIn(agent.email);
    const res = await patch(agent.id, { fullName: 'Pat Password', password: 'brand-new-secret' });
    expect(res.statusCode).toBe(200);
    expect((await me(agent.cookie)).statusCode).toBe(401);
    expect((await me(secondCookie)).statusCode).toBe(401);
    expect((await me(admin.cookie)).statusCode).toBe(200);
    await expect(t.signIn(agent.email, DEFAULT_PASSWORD)).rejects.toThrow(/401/);
    await expect(t.signIn(agent.email, 'brand-new-secret')).resolves.toContain('session_token');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, agent.id));
    expect(audit.map((a) => a.action)).toEqual(['update_agent']);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({
      passwordChanged: true,
      nameChanged: false,
    });
    expect(audit[0]?.details).not.toContain('brand-new-secret');
  });

  it('is a 404 for an admin, an invitation or an unknown id', async () => {
    const { id: invitationId } = await inviteOk(t, admin.cookie, 'invited@example.com');
    for (const id of [admin.id, invitationId, 'no-such-user']) {
      const res = await patch(id, { fullName: 'Nope' });
      expect(res.statusCode, id).toBe(404);
    }
    expect((await me(admin.cookie)).json().fullName).toBe(admin.fullName);
  });
});
