import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import { SETTINGS_DEFAULTS } from '#shared/schemas/settings';
import { makeUser } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { enableTwoFactor, signInWithTwoFactor } from '#tests/support/two-factor';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });

const getSettings = (cookie: string) => t.request({ method: 'GET', url: '/api/settings', cookie });
const patchSettings = (cookie: string, payload: object) =>
  t.request({ method: 'PATCH', url: '/api/settings', cookie, payload });
const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });

describe('/api/settings', () => {
  it('starts from the defaults', async () => {
    const res = await getSettings(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().security).toEqual({
      requireTwoFactorForAdmins: false,
      requireTwoFactorForAgents: false,
      auditRetentionDays: 365,
      exportAlertRows: 10_000,
      revealAlertCount: 20,
    });
    expect(res.json()).toEqual(SETTINGS_DEFAULTS);
  });

  it('changes only the fields given, and audits the change', async () => {
    const res = await patchSettings(admin.cookie, { security: { auditRetentionDays: 90 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().security).toMatchObject({ auditRetentionDays: 90, exportAlertRows: 10_000 });
    const next = await patchSettings(admin.cookie, { security: { revealAlertCount: 5 } });
    expect(next.json().security).toMatchObject({ auditRetentionDays: 90, revealAlertCount: 5 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'update_settings'));
    expect(audits.map((a) => JSON.parse(a.details ?? '{}'))).toEqual([
      { security: { auditRetentionDays: 90 } },
      { security: { revealAlertCount: 5 } },
    ]);
    expect((await patchSettings(admin.cookie, {})).json()).toEqual(next.json());
  });

  it('refuses unknown and out-of-range fields, and non-admins', async () => {
    for (const payload of [
      { security: { auditRetentionDays: 0 } },
      { security: { requireTwoFactorForAdmins: 'yes' } },
      { security: { somethingElse: true } },
      { other: {} },
    ]) {
      expect((await patchSettings(admin.cookie, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const agent = await makeUser(t);
    expect((await getSettings(agent.cookie)).statusCode).toBe(403);
    expect((await patchSettings(agent.cookie, { security: { auditRetentionDays: 1 } })).statusCode).toBe(403);
  });
});

describe('calling settings (issue 14)', () => {
  it('starts from the executive protocol and validates each group whole', async () => {
    const agent = await makeUser(t);
    const read = await get('/api/settings/calling', agent.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      retryMinutes: { 'no-answer': 120, busy: 60, voicemail: 1440 },
      idleDays: {
        'new-client': 1,
        ringing: 2,
        interested: 3,
        'invoice-sent': 2,
        'account-details': 2,
        'pending-activation': 3,
      },
      targets: { dials: 300, connected: 100, talkMinutes: 200, meetings: 3 },
      timeZone: 'UTC',
    });
    for (const [calling, field] of [
      [{ timeZone: 'Mars/Olympus' }, 'calling.timeZone'],
      [{ idleDays: { ringing: 5 } }, 'calling.idleDays.new-client'],
      [{ retryMinutes: { 'no-answer': 0, busy: 60, voicemail: 60 } }, 'calling.retryMinutes.no-answer'],
      [{ targets: { dials: -1, connected: 1, talkMinutes: 1, meetings: 1 } }, 'calling.targets.dials'],
    ] as const) {
      const res = await patchSettings(admin.cookie, { calling });
      expect(res.statusCode, JSON.stringify(calling)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(calling)).toContain(field);
    }
    const targets = { dials: 10, connected: 5, talkMinutes: 30, meetings: 1 };
    const changed = await patchSettings(admin.cookie, { calling: { timeZone: 'Europe/Berlin', targets } });
    expect(changed.json().calling).toMatchObject({
      timeZone: 'Europe/Berlin',
      targets,
      retryMinutes: { busy: 60 },
    });
    expect((await get('/api/settings/calling', agent.cookie)).json()).toMatchObject({
      timeZone: 'Europe/Berlin',
    });
    await patchSettings(admin.cookie, { calling: SETTINGS_DEFAULTS.calling });
  });
});

describe('requiring two-factor sign-in', () => {
  it('sends an agent without it to set-up first, and lets them on once it is on', async () => {
    const agent = await makeUser(t);
    await patchSettings(admin.cookie, { security: { requireTwoFactorForAgents: true } });
    try {
      const refused = await get('/api/clients', agent.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'two_factor_required', message: MESSAGES.twoFactorRequired },
      });
      expect((await get('/api/me/sessions', agent.cookie)).statusCode).toBe(403);
      const profile = await get('/api/me', agent.cookie);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
      // Admins are not concerned by the agents' setting.
      expect((await get('/api/clients', admin.cookie)).statusCode).toBe(200);

      const { cookie, secret } = await enableTwoFactor(t, agent.cookie);
      expect((await get('/api/clients', cookie)).statusCode).toBe(200);
      expect((await get('/api/clients', await signInWithTwoFactor(t, agent.email, secret))).statusCode).toBe(
        200,
      );
    } finally {
      await patchSettings(admin.cookie, { security: { requireTwoFactorForAgents: false } });
    }
  });

  it('applies to admins through their own setting, and sign-out stays open', async () => {
    await patchSettings(admin.cookie, { security: { requireTwoFactorForAdmins: true } });
    const res = await get('/api/settings', admin.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('two_factor_required');
    const other = await makeUser(t, { role: 'admin' });
    const { cookie } = await enableTwoFactor(t, other.cookie);
    expect((await patchSettings(cookie, { security: { requireTwoFactorForAdmins: false } })).statusCode).toBe(
      200,
    );
    expect((await get('/api/settings', admin.cookie)).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, payload: {} });
    expect(out.statusCode).toBe(200);
  });
});
