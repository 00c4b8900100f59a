import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, invitations, user } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import type { AgentList } from '#shared/schemas/agents';
import {
  acceptOk,
  acceptRequest,
  invitationStatusRequest,
  inviteOk,
  inviteRequest,
  NEW_AGENT_PASSWORD,
} from '#tests/support/agents';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { sessionCookie, TEST_ORIGIN } from '#tests/support/test-app';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });
const agent = setupUser(t);

async function listed(email: string) {
  const res = await t.request({ method: 'GET', url: '/api/agents', cookie: admin.cookie });
  return res.json<AgentList>().items.filter((a) => a.email === email);
}

const resend = (id: string) =>
  t.request({
    method: 'POST',
    url: `/api/agents/invitations/${id}/resend`,
    cookie: admin.cookie,
    payload: {},
  });
const revoke = (id: string) =>
  t.request({ method: 'DELETE', url: `/api/agents/invitations/${id}`, cookie: admin.cookie });

describe('inviting without SMTP_URL', () => {
  it('hands the link to the admin, and accepting it creates and signs in the agent, once', async () => {
    const res = await inviteRequest(t, admin.cookie, ' Newbie@Example.com ');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.agent).toEqual({ id: expect.any(String), email: 'newbie@example.com', status: 'invited' });
    expect(body.inviteUrl).toMatch(new RegExp(`^${TEST_ORIGIN}/accept-invite\\?token=[\\w-]{43}$`));
    const token = new URL(body.inviteUrl).searchParams.get('token') ?? '';
    expect((await listed('newbie@example.com')).map((a) => a.status)).toEqual(['invited']);

    const [stored] = await t.database.db.select().from(invitations).where(eq(invitations.id, body.agent.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'invite_agent'));
    expect(JSON.stringify(audit)).not.toContain(token);

    expect((await invitationStatusRequest(t, token)).json()).toEqual({
      valid: true,
      email: 'newbie@example.com',
    });
    const accepted = await acceptRequest(t, token, { fullName: '  Nora Newbie ' });
    expect(accepted.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: sessionCookie(accepted) });
    expect(me.json()).toMatchObject({ email: 'newbie@example.com', fullName: 'Nora Newbie', role: 'agent' });
    expect(accepted.json().user).toEqual(me.json());
    await expect(t.signIn('newbie@example.com', NEW_AGENT_PASSWORD)).resolves.toContain('session_token');

    const again = await acceptRequest(t, token, { fullName: 'Second Try' });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toEqual({ code: 'invitation_invalid', message: MESSAGES.invitationInvalid });
    expect((await invitationStatusRequest(t, token)).json()).toEqual({ valid: false, email: null });
    expect((await listed('newbie@example.com')).map((a) => a.status)).toEqual(['active']);
  });

  it('lets only one of two racing accepts create the agent', async () => {
    const { token } = await inviteOk(t, admin.cookie, 'racer@example.com');
    const results = await Promise.all([acceptRequest(t, token), acceptRequest(t, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const users = await t.database.db.select().from(user).where(eq(user.email, 'racer@example.com'));
    expect(users).toHaveLength(1);
  });

  it('refuses a blank or malformed email', async () => {
    for (const email of ['', '   ', undefined]) {
      const res = await inviteRequest(t, admin.cookie, email);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.emailRequired.description);
    }
    const bad = await inviteRequest(t, admin.cookie, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(MESSAGES.invalidEmail);
  });

  it('refuses an email that is already registered, agent or admin', async () => {
    for (const email of [agent.email.toUpperCase(), admin.email]) {
      const res = await inviteRequest(t, admin.cookie, email);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'email_taken',
        message: MESSAGES.emailAlreadyRegistered,
      });
    }
  });

  it('replaces an open invitation for the same email', async () => {
    const first = await inviteOk(t, admin.cookie, 'twice@example.com');
    const second = await inviteOk(t, admin.cookie, 'twice@example.com');
    expect((await invitationStatusRequest(t, first.token)).json().valid).toBe(false);
    expect((await invitationStatusRequest(t, second.token)).json().valid).toBe(true);
    expect((await listed('twice@example.com')).map((a) => a.id)).toEqual([second.id]);
  });

  it('refuses an invitation whose email was registered since it was sent', async () => {
    const { token } = await inviteOk(t, admin.cookie, 'meanwhile@example.com');
    await t.createUser({ email: 'meanwhile@example.com' });
    expect((await invitationStatusRequest(t, token)).json()).toEqual({ valid: false, email: null });
    const res = await acceptRequest(t, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_taken');
  });

  it('keeps an invitation usable when the new password is too short', async () => {
    const { token } = await inviteOk(t, admin.cookie, 'short@example.com');
    const res = await acceptRequest(t, token, { password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.passwordTooShort.description);
    expect((await invitationStatusRequest(t, token)).json().valid).toBe(true);
  });
});

describe('expiry, resend and revoke', () => {
  it('an expired link is refused and listed as expired; a resend gives a fresh one', async () => {
    const { id, token } = await inviteOk(t, admin.cookie, 'late@example.com');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    expect((await invitationStatusRequest(t, token)).json()).toEqual({ valid: false, email: null });
    expect((await acceptRequest(t, token)).statusCode).toBe(410);
    expect((await listed('late@example.com')).map((a) => a.status)).toEqual(['expired']);

    const res = await resend(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().agent).toEqual({ id, email: 'late@example.com', status: 'invited' });
    const fresh = new URL(res.json().inviteUrl).searchParams.get('token') ?? '';
    expect(fresh).not.toBe(token);
    expect((await listed('late@example.com')).map((a) => a.status)).toEqual(['invited']);
    expect((await acceptRequest(t, token)).statusCode).toBe(410);
    await acceptOk(t, fresh);
  });

  it('a resend makes the old link stop working', async () => {
    const { id, token } = await inviteOk(t, admin.cookie, 'resent@example.com');
    const fresh = new URL((await resend(id)).json().inviteUrl).searchParams.get('token') ?? '';
    expect((await invitationStatusRequest(t, token)).json().valid).toBe(false);
    expect((await acceptRequest(t, token)).statusCode).toBe(410);
    expect((await invitationStatusRequest(t, fresh)).json().valid).toBe(true);
  });

  it('a revoked link is refused; accepted, revoked or unknown invitations are 404s', async () => {
    const { id, token } = await inviteOk(t, admin.cookie, 'revoked@example.com');
    expect((await revoke(id)).statusCode).toBe(204);
    expect((await acceptRequest(t, token)).statusCode).toBe(410);
    expect(await listed('revoked@example.com')).toEqual([]);
    expect((await revoke(id)).statusCode).toBe(404);
    expect((await resend(id)).statusCode).toBe(404);

    const used = await inviteOk(t, admin.cookie, 'used@example.com');
    await acceptOk(t, used.token);
    expect((await resend(used.id)).statusCode).toBe(404);
    expect((await revoke(used.id)).statusCode).toBe(404);
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await revoke(bad)).statusCode).toBe(404);
      expect((await resend(bad)).statusCode).toBe(404);
    }
  });
});
