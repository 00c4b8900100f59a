/**
 * Issue 13: the router decodes a path before matching it, so `/%61pi/clients` reached the clients
 * routes while the guards that look for the `/api/` prefix (same-origin, session) let it pass
 * unchecked. Such spellings are now refused before any guard or handler runs. And every API
 * answer that chose no caching of its own is `no-store`: they carry personal data.
 */
import { describe, expect, it } from 'vitest';
import { clients } from '#server/db/schema';
import { makeClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agent = setupUser(t);

const SPELLINGS = ['/%61pi/clients', '/api%2Fclients', '//api/clients', '/%41PI/clients'];

async function clientCount() {
  return (await t.database.db.select({ id: clients.id }).from(clients)).length;
}

describe('API paths spelled another way', () => {
  it.each(SPELLINGS)('refuses %s with a 400 before any guard or handler', async (url) => {
    const before = await clientCount();
    const read = await t.request({ method: 'GET', url, cookie: agent.cookie });
    expect(read.statusCode).toBe(400);
    expect(read.json().error.code).toBe('bad_request');
    const write = await t.request({
      method: 'POST',
      url,
      cookie: agent.cookie,
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Planted', email: 'planted@clients.example.com' },
    });
    expect(write.statusCode).toBe(400);
    expect(write.headers['content-security-policy']).toBeDefined();
    expect(await clientCount()).toBe(before);
  });

  it('refuses a cross-site sign-in through an encoded path', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/%61pi/auth/sign-in/email',
      headers: { origin: 'https://attacker.example' },
      payload: { email: agent.email, password: 'whatever-it-is' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('still routes the plain spelling and leaves other pages alone', async () => {
    expect((await t.request({ method: 'GET', url: '/api/clients', cookie: agent.cookie })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: '/knowledge-base/%61bout' })).statusCode).toBe(404);
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on every authenticated answer, errors included', async () => {
    const client = await makeClient(t, agent);
    for (const url of ['/api/clients', `/api/clients/${client.id}`, '/api/me', '/api/clients/stats']) {
      const res = await t.request({ method: 'GET', url, cookie: agent.cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/clients/${client.id}`,
      cookie: agent.cookie,
      payload: { note: 'cached?' },
    });
    expect(patched.headers['cache-control']).toBe('no-store');
    const signedOut = await t.request({ method: 'GET', url: '/api/me' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a sign-in answer, which names the user', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: agent.email, password: 'wrong-password-here' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
