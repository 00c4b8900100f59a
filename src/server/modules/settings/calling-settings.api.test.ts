import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '#shared/schemas/settings';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });

describe('GET /api/settings/calling', () => {
  it('gives anyone, signed in or not, the calling settings as the admin saved them', async () => {
    const before = await t.request({ method: 'GET', url: '/api/settings/calling' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(SETTINGS_DEFAULTS.calling);

    const targets = { dials: 250, connected: 90, talkMinutes: 180, meetings: 4 };
    const saved = await t.request({
      method: 'PATCH',
      url: '/api/settings',
      cookie: admin.cookie,
      payload: { calling: { targets } },
    });
    expect(saved.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/settings/calling' });
    expect(after.json()).toEqual({ ...SETTINGS_DEFAULTS.calling, targets });
  });
});
