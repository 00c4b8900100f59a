import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { setupTestApp } from '#tests/support/setup-test-app';
import { DEFAULT_PASSWORD, sessionCookie } from '#tests/support/test-app';
import { MAX_ACCOUNT_FAILURES } from './sign-in-limits';

const t = setupTestApp();
beforeAll(async () => {
  await t.createUser({ email: 'agent@example.com', fullName: 'Alice Agent' });
  await t.createUser({ email: 'admin@example.com', fullName: 'Adam Admin', role: 'admin' });
});

const signIn = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: payload as object, headers });

describe('sign-in', () => {
  it('signs in with email and password and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await signIn({ email: 'Agent@Example.com', password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'agent@example.com', fullName: 'Alice Agent', role: 'agent' },
    });
    expect(res.body).not.toContain('token');
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
  });

  it('gives a new session id at every sign-in', async () => {
    const a = sessionCookie(await signIn({ email: 'agent@example.com', password: DEFAULT_PASSWORD }));
    const b = sessionCookie(await signIn({ email: 'agent@example.com', password: DEFAULT_PASSWORD }));
    expect(a).not.toBe(b);
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const unknown = await signIn({ email: 'nobody@example.com', password: 'whatever-password' });
    const wrong = await signIn({ email: 'agent@example.com', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('refuses an agent on the admin sign-in and leaves it signed out', async () => {
    const res = await signIn({
      email: 'agent@example.com',
      password: DEFAULT_PASSWORD,
      requireRole: 'admin',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'not_admin', message: MESSAGES.notAnAdmin });
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=;/);
    expect(() => sessionCookie(res)).toThrow();
  });

  it('lets an admin in on the admin sign-in', async () => {
    const res = await signIn({
      email: 'admin@example.com',
      password: DEFAULT_PASSWORD,
      requireRole: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('refuses the 11th rapid failed sign-in for one account with 429, even with the right password', async () => {
    await t.createUser({ email: 'target@example.com' });
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      expect((await signIn({ email: 'target@example.com', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const res = await signIn({ email: 'target@example.com', password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limited', message: MESSAGES.tooManySignIns });
    // Other accounts are not locked by it.
    expect((await signIn({ email: 'agent@example.com', password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('does not expose sign-up or other better-auth endpoints', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'new@example.com', password: 'password-123', name: 'New' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('sign-out', () => {
  it('revokes the session on the server', async () => {
    const cookie = await t.signIn('agent@example.com');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).statusCode).toBe(401);
  });

  it('answers a sign-out with a revoked session without a server error', async () => {
    const cookie = await t.signIn('agent@example.com');
    await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, payload: {} });
    const again = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, payload: {} });
    expect(again.statusCode).toBeLessThan(500);
  });
});

describe('get-session', () => {
  it('returns the user for a live session and null without one', async () => {
    const cookie = await t.signIn('admin@example.com');
    const res = await t.request({ method: 'GET', url: '/api/auth/get-session', cookie });
    expect(res.json().user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    expect((await t.request({ method: 'GET', url: '/api/auth/get-session' })).json()).toBeNull();
  });
});

describe('bad input', () => {
  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('answers wrong types and missing fields with 400', async () => {
    for (const payload of [
      { email: 42, password: true },
      { email: 'a@b.co' },
      {},
      [],
      { email: null, password: null },
    ]) {
      const res = await signIn(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });

  it('answers a 2 MB body with 413', async () => {
    const res = await signIn({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'body_too_large', message: MESSAGES.bodyTooLarge });
  });

  it('refuses form and text bodies with 415', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: 'email=a@b.co&password=x',
        headers: { 'content-type': type },
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error.code).toBe('unsupported_media_type');
    }
  });

  it('refuses a cross-site Origin and Sec-Fetch-Site on state-changing requests', async () => {
    const cookie = await t.signIn('agent@example.com');
    const evil = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie,
      payload: { fullName: 'Hacked' },
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe('cross_origin');
    const site = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie,
      payload: { fullName: 'Hacked' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(site.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().fullName).toBe('Alice Agent');
  });

  it('answers unknown API paths with a 404 JSON error', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: MESSAGES.notFound } });
  });
});

describe('health and headers', () => {
  it('reports the database engine with security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite',
    });
    const csp = String(res.headers['content-security-policy']);
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(d);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
