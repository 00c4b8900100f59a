/**
 * Cross-site request forgery (ASVS 3.5): every state-changing route refuses a cross-site Origin or
 * Sec-Fetch-Site and the content types an HTML form can send; no GET changes data.
 */
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../support/clients';
import { setupTestApp } from '../support/setup-test-app';
import { installChangeCounter, readChangeCounter } from './support/change-counter';
import { asMethod } from './support/http-methods';
import { buildWorld, type World } from './support/world';

const t = setupTestApp();
let world: World;
beforeAll(async () => {
  world = await buildWorld(t);
  await installChangeCounter(t.database.db);
});

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Posted to from other sites by design, with no cookie: the public intake checks its form's
 * allowed origins itself and takes form posts (intake.api.test.ts covers both refusals).
 */
const CROSS_SITE_BY_DESIGN = new Set(['/api/intake/:key']);

/** Registered state-changing routes with their ids filled in from the world. */
function stateChangingRoutes(): { method: HTTPMethods; url: string }[] {
  return t.apiRoutes
    .filter((r) => !SAFE.has(r.method) && !r.url.endsWith('/*') && !CROSS_SITE_BY_DESIGN.has(r.url))
    .map((r) => ({
      method: asMethod(r.method),
      url: r.url.replace(':id', r.url.startsWith('/api/agents/') ? world.agentB.id : world.clientA),
    }));
}

async function expectRefusedEverywhere(
  headers: Record<string, string>,
  payload: string,
  expected: number,
): Promise<void> {
  const routes = stateChangingRoutes();
  expect(routes.length).toBeGreaterThan(10);
  const before = await readChangeCounter(t.database.db);
  for (const { method, url } of routes) {
    const res = await t.request({ method, url, cookie: world.admin.cookie, headers, payload });
    expect(res.statusCode, `${method} ${url}`).toBe(expected);
    expect(res.json().error.code, `${method} ${url}`).toBeTypeOf('string');
  }
  expect(await readChangeCounter(t.database.db)).toBe(before);
}

describe('CSRF', () => {
  it('refuses a cross-site Origin on every state-changing route', async () => {
    await expectRefusedEverywhere(
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      '{}',
      403,
    );
  });

  it('refuses an opaque Origin (sandboxed frame) on every state-changing route', async () => {
    await expectRefusedEverywhere({ origin: 'null', 'content-type': 'application/json' }, '{}', 403);
  });

  it('refuses Sec-Fetch-Site: cross-site and same-site on every state-changing route', async () => {
    for (const site of ['cross-site', 'same-site']) {
      await expectRefusedEverywhere(
        { 'sec-fetch-site': site, 'content-type': 'application/json' },
        '{}',
        403,
      );
    }
  });

  it('refuses the content types an HTML form can send, even same-origin', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
    ]) {
      await expectRefusedEverywhere({ 'content-type': type }, 'note=forged', 415);
    }
  });

  it('changes nothing on GET or HEAD of a state-changing path, or with a method-override header', async () => {
    const before = await readChangeCounter(t.database.db);
    for (const { url } of stateChangingRoutes()) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.request({
          method,
          url: `${url}?note=x&status=ringing`,
          cookie: world.admin.cookie,
        });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
      const overridden = await t.request({
        method: 'GET',
        url,
        cookie: world.admin.cookie,
        headers: { 'x-http-method-override': 'DELETE', 'x-method-override': 'DELETE' },
      });
      expect(overridden.statusCode).toBeLessThan(500);
    }
    const signOut = await t.request({
      method: 'GET',
      url: '/api/auth/sign-out',
      cookie: world.agentA.cookie,
    });
    expect(signOut.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: world.agentA.cookie })).statusCode).toBe(
      200,
    );
    expect(await readChangeCounter(t.database.db)).toBe(before);
  });

  it('changes no data on any GET route, even as an admin', async () => {
    const client = await makeClient(t, world.agentA);
    const before = await readChangeCounter(t.database.db);
    for (const route of t.apiRoutes.filter((r) => r.method === 'GET')) {
      const url = route.url.replace(':id', client.id).replace('*', 'x');
      const res = await t.request({ method: 'GET', url, cookie: world.admin.cookie });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect(await readChangeCounter(t.database.db)).toBe(before);
  });

  it('accepts a same-origin JSON request with the same headers a browser sends', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/clients/${world.clientA}`,
      cookie: world.agentA.cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { note: 'from the app itself' },
    });
    expect(res.statusCode).toBe(200);
  });
});
