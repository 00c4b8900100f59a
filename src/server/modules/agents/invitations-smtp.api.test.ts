import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import { acceptRequest, invitationStatusRequest, inviteRequest, tokenOf } from '#tests/support/agents';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { closedPort, type ReceivedMail, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp';
import { TEST_ORIGIN } from '#tests/support/test-app';

const MAIL_FROM = 'Wise CRM <crm@example.test>';

/** The invitation link in a received message; both bodies must carry the same one. */
function linkIn(mail: ReceivedMail): string {
  const pattern = new RegExp(`${TEST_ORIGIN}/accept-invite\\?token=[\\w-]+`, 'g');
  const inText = mail.parts['text/plain']?.match(pattern) ?? [];
  const inHtml = mail.parts['text/html']?.match(pattern) ?? [];
  expect(inText).toHaveLength(1);
  expect(new Set(inHtml)).toEqual(new Set(inText));
  return inText[0] ?? '';
}

describe('with a working SMTP server', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const t = setupTestApp(() => ({ SMTP_URL: smtp.url, MAIL_FROM }));
  const admin = setupUser(t, { role: 'admin' });

  it('e-mails the link, which sets a password the agent then signs in with', async () => {
    const res = await inviteRequest(t, admin.cookie, 'mailed@example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      agent: { id: expect.any(String), email: 'mailed@example.com', status: 'invited' },
    });

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['mailed@example.com']);
    expect(mail.from).toBe('crm@example.test');
    expect(mail.headers.from).toBe(MAIL_FROM);
    expect(mail.headers.subject).toBe(MESSAGES.invitationMailSubject);
    expect(mail.parts['text/plain']).toContain(MESSAGES.invitationMailIntro);
    const token = tokenOf(linkIn(mail));

    expect((await invitationStatusRequest(t, token)).json()).toEqual({
      valid: true,
      email: 'mailed@example.com',
    });
    const accepted = await acceptRequest(t, token, { fullName: 'Mae Mailed', password: 'chosen-by-mae' });
    expect(accepted.statusCode).toBe(200);
    const cookie = await t.signIn('mailed@example.com', 'chosen-by-mae');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json()).toMatchObject({
      fullName: 'Mae Mailed',
      role: 'agent',
    });
  });

  it('a resend e-mails a new link and the first one stops working', async () => {
    const res = await inviteRequest(t, admin.cookie, 'again@example.com');
    const first = tokenOf(linkIn(await smtp.nextMail()));
    const resent = await t.request({
      method: 'POST',
      url: `/api/agents/invitations/${res.json().agent.id}/resend`,
      cookie: admin.cookie,
      payload: {},
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().inviteUrl).toBeUndefined();
    const second = tokenOf(linkIn(await smtp.nextMail()));
    expect(second).not.toBe(first);
    expect((await invitationStatusRequest(t, first)).json().valid).toBe(false);
    expect((await invitationStatusRequest(t, second)).json().valid).toBe(true);
  });
});

describe('with an SMTP server that cannot be reached', () => {
  let port: number;
  beforeAll(async () => {
    port = await closedPort();
  });
  const t = setupTestApp(() => ({ SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${port}` }));
  const admin = setupUser(t, { role: 'admin' });

  it('answers 502 and keeps no invitation', async () => {
    const res = await inviteRequest(t, admin.cookie, 'unlucky@example.com');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'mail_failed', message: MESSAGES.invitationMailFailed });
    expect(res.body).not.toContain('s3cret');
    expect(await t.database.db.select().from(invitations)).toEqual([]);
  });

  it('leaves the previous open invitation working when the replacement cannot be sent', async () => {
    const [old] = await t.database.db
      .insert(invitations)
      .values({
        email: 'kept@example.com',
        tokenHash: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    expect((await inviteRequest(t, admin.cookie, 'kept@example.com')).statusCode).toBe(502);
    const rows = await t.database.db.select().from(invitations);
    expect(rows).toEqual([old]);
    const resend = await t.request({
      method: 'POST',
      url: `/api/agents/invitations/${old?.id}/resend`,
      cookie: admin.cookie,
      payload: {},
    });
    expect(resend.statusCode).toBe(502);
    expect(await t.database.db.select().from(invitations)).toEqual([old]);
  });
});
