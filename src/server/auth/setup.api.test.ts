import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app';
import { ensureFirstAdmin } from './first-admin';

const silent = pino({ level: 'silent' });
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setupLink(app: TestApp) {
  const link = await ensureFirstAdmin({
    db: app.database.db,
    auth: app.auth,
    config: app.config,
    log: silent,
  });
  if (!link) throw new Error('expected a setup link');
  const url = new URL(link);
  expect(url.pathname).toBe('/setup');
  return url.searchParams.get('token') ?? '';
}

const body = (token: string) => ({
  token,
  email: 'Boss@Example.com',
  fullName: 'Bea Boss',
  password: 'first-admin-pass',
});

describe('first admin', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root-password-1' });
    expect(
      await ensureFirstAdmin({ db: t.database.db, auth: t.auth, config: t.config, log: silent }),
    ).toBeNull();
    expect(
      await ensureFirstAdmin({ db: t.database.db, auth: t.auth, config: t.config, log: silent }),
    ).toBeNull();
    const cookie = await t.signIn('root@example.com', 'root-password-1');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().role).toBe('admin');
  });

  it('is created through the one-time setup link, which signs the admin in', async () => {
    t = await createTestApp();
    const token = await setupLink(t);
    expect((await t.request({ method: 'GET', url: `/api/setup/status?token=${token}` })).json()).toEqual({
      valid: true,
    });
    const res = await t.request({ method: 'POST', url: '/api/setup', payload: body(token) });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'boss@example.com', fullName: 'Bea Boss', role: 'admin' });
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: sessionCookie(res) });
    expect(me.json().role).toBe('admin');
    // Single use, and no new link once an admin exists.
    const again = await t.request({
      method: 'POST',
      url: '/api/setup',
      payload: { ...body(token), email: 'x@example.com' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe(MESSAGES.setupLinkInvalid);
    expect((await t.request({ method: 'GET', url: `/api/setup/status?token=${token}` })).json()).toEqual({
      valid: false,
    });
    expect(
      await ensureFirstAdmin({ db: t.database.db, auth: t.auth, config: t.config, log: silent }),
    ).toBeNull();
  });

  it('stores only a hash of the token', async () => {
    t = await createTestApp();
    const token = await setupLink(t);
    const rows = await t.database.db.query.setupTokens.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('refuses a wrong or expired token and bad input', async () => {
    t = await createTestApp();
    const token = await setupLink(t);
    expect((await t.request({ method: 'POST', url: '/api/setup', payload: body('wrong') })).statusCode).toBe(
      410,
    );
    const short = await t.request({
      method: 'POST',
      url: '/api/setup',
      payload: { ...body(token), password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(MESSAGES.passwordTooShort.description);
    await t.database.db
      .update((await import('../db/schema')).setupTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.request({ method: 'POST', url: '/api/setup', payload: body(token) })).statusCode).toBe(
      410,
    );
  });
});
