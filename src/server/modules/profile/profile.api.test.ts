import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { setupTestApp } from '#tests/support/setup-test-app';
import { DEFAULT_PASSWORD } from '#tests/support/test-app';

const t = setupTestApp();

describe('GET /api/me', () => {
  it('is 401 signed out', async () => {
    const res = await t.request({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: MESSAGES.signedOut } });
  });

  it('returns the signed-in user', async () => {
    const { id, cookie } = await t.userWithSession({ email: 'me@example.com', fullName: 'Mia Example' });
    const res = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      email: 'me@example.com',
      fullName: 'Mia Example',
      role: 'agent',
      twoFactorEnabled: false,
      twoFactorRequired: false,
    });
  });
});

describe('PATCH /api/me', () => {
  it('changes the full name', async () => {
    const { cookie } = await t.userWithSession({ email: 'name@example.com', fullName: 'Old Name' });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie,
      payload: { fullName: '  New Name ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fullName).toBe('New Name');
    const again = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(again.json().fullName).toBe('New Name');
  });

  it('refuses an empty full name with the spec message', async () => {
    const { cookie } = await t.userWithSession({ email: 'empty@example.com' });
    const res = await t.request({ method: 'PATCH', url: '/api/me', cookie, payload: { fullName: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.fullNameRequired.description);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { cookie } = await t.userWithSession({ email: 'wrong@example.com', fullName: 'Before' });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie,
      payload: { fullName: 'After', currentPassword: 'not-the-password', newPassword: 'brand-new-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_current_password');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().fullName).toBe('Before');
    await expect(t.signIn('wrong@example.com', DEFAULT_PASSWORD)).resolves.toContain('session_token');
  });

  it('refuses a too short new password', async () => {
    const { cookie } = await t.userWithSession({ email: 'short@example.com' });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.passwordTooShort.description);
  });

  it('asks for the current password with a new one', async () => {
    const { cookie } = await t.userWithSession({ email: 'nocurrent@example.com' });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie,
      payload: { newPassword: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.currentPasswordRequired);
  });

  it('changes the password and ends the other sessions', async () => {
    const { cookie: first } = await t.userWithSession({ email: 'pw@example.com' });
    const second = await t.signIn('pw@example.com');
    const res = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie: first,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'a-new-password-2' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: second })).statusCode).toBe(401);
    await expect(t.signIn('pw@example.com', DEFAULT_PASSWORD)).rejects.toThrow(/401/);
    await expect(t.signIn('pw@example.com', 'a-new-password-2')).resolves.toContain('session_token');
  });
});
