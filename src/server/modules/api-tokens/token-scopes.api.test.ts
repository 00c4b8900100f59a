import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '#server/modules/api-docs/openapi-document';
import { API_TOKEN_SCOPES, type ApiTokenScope, type CreatedApiToken } from '#shared/schemas/api-tokens';
import { makeClient, unique } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });
const agent = setupUser(t);

type Sample = Pick<InjectOptions, 'payload'> & { url: string };

/**
 * A request that passes validation for each route open to tokens, by its documented path. A
 * route given a scope without a sample here fails the walk, so a new one cannot go untested.
 */
const SAMPLES: Record<string, (clientId: string) => Sample> = {
  'GET /api/clients': () => ({ url: '/api/clients' }),
  'GET /api/clients/stats': () => ({ url: '/api/clients/stats' }),
  'GET /api/clients/export.csv': () => ({ url: '/api/clients/export.csv?check=true' }),
  'GET /api/clients/{id}': (id) => ({ url: `/api/clients/${id}` }),
  'GET /api/clients/{id}/activity': (id) => ({ url: `/api/clients/${id}/activity` }),
  'GET /api/work-queue': () => ({ url: '/api/work-queue?agentId=all' }),
  'GET /api/board/columns': () => ({ url: '/api/board/columns' }),
  'GET /api/board/cards': () => ({ url: '/api/board/cards?status=new-client' }),
  'POST /api/clients': () => ({
    url: '/api/clients',
    payload: { name: 'Lead', email: `${unique('lead')}@x.example` },
  }),
  'PATCH /api/clients/{id}': (id) => ({ url: `/api/clients/${id}`, payload: { country: 'PT' } }),
  'DELETE /api/clients/{id}': (id) => ({ url: `/api/clients/${id}` }),
  'POST /api/clients/{id}/calls': (id) => ({
    url: `/api/clients/${id}/calls`,
    payload: { outcome: 'no-answer' },
  }),
  'GET /api/reports/funnel': () => ({ url: '/api/reports/funnel?from=2026-01-01&to=2026-01-31' }),
  'GET /api/reports/time-in-status': () => ({
    url: '/api/reports/time-in-status?from=2026-01-01&to=2026-01-31',
  }),
  'GET /api/reports/conversion': () => ({ url: '/api/reports/conversion?from=2026-01-01&to=2026-01-31' }),
  'GET /api/reports/revenue': () => ({ url: '/api/reports/revenue?from=2026-01-01&to=2026-01-31' }),
  'GET /api/reports/leaderboard': () => ({ url: '/api/reports/leaderboard?from=2026-01-01&to=2026-01-31' }),
  'GET /api/activity/daily': () => ({ url: '/api/activity/daily?date=2026-01-15' }),
  'GET /api/agents/performance': () => ({ url: '/api/agents/performance' }),
  'GET /api/admin/overview': () => ({ url: '/api/admin/overview' }),
};

async function tokenWith(scopes: ApiTokenScope[]): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/tokens',
    cookie: admin.cookie,
    payload: { name: unique('walk'), scopes, ratePerMinute: 10_000 },
  });
  if (res.statusCode !== 201) throw new Error(`token creation failed: ${res.statusCode} ${res.body}`);
  return res.json<CreatedApiToken>().token;
}

async function operations() {
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method,
      path,
      op,
    })),
  );
}

describe('token scopes per route', () => {
  it('opens each documented route to its scope only', async () => {
    const scoped = (await operations()).filter((o) => o.op['x-token-scope']);
    expect(scoped.map((o) => o.key).filter((key) => !SAMPLES[key])).toEqual([]);
    const tokens = new Map<string, string>();
    for (const scope of API_TOKEN_SCOPES) {
      tokens.set(`only ${scope}`, await tokenWith([scope]));
      tokens.set(`all but ${scope}`, await tokenWith(API_TOKEN_SCOPES.filter((s) => s !== scope)));
    }
    const failures: string[] = [];
    for (const { key, method, op } of scoped) {
      const scope = op['x-token-scope'] as ApiTokenScope;
      const sample = SAMPLES[key];
      if (!sample) continue;
      const send = async (token: string) =>
        t.request({
          method: method.toUpperCase() as InjectOptions['method'],
          ...sample((await makeClient(t, agent)).id),
          headers: { authorization: `Bearer ${token}` },
        });
      const without = await send(tokens.get(`all but ${scope}`) ?? '');
      if (without.statusCode !== 403 || without.json().error.code !== 'token_scope') {
        failures.push(`${key} without ${scope}: ${without.statusCode} ${without.body.slice(0, 120)}`);
      }
      const withScope = await send(tokens.get(`only ${scope}`) ?? '');
      const code = withScope.statusCode >= 400 ? withScope.json().error.code : null;
      // The token got through; the route may still refuse the user it acts as (an admin creating a client).
      if (
        withScope.statusCode >= 500 ||
        code === 'token_scope' ||
        code === 'token_not_allowed' ||
        code === 'bad_request'
      ) {
        failures.push(`${key} with ${scope}: ${withScope.statusCode} ${withScope.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses every token on the routes that name no scope, whatever its scopes', async () => {
    const token = await tokenWith([...API_TOKEN_SCOPES]);
    const closed = (await operations()).filter(
      (o) => !o.op['x-token-scope'] && (o.op.security?.length ?? 0) > 0 && o.method !== 'head',
    );
    expect(closed.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let refused = 0;
    for (const { key, method, path } of closed) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.request({
        method: method.toUpperCase() as InjectOptions['method'],
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(['post', 'patch', 'put'].includes(method) ? { payload: {} } : {}),
      });
      // Input is checked before anyone is looked up, so a bad body may answer 400 first; never more.
      if (res.statusCode === 403 && res.json().error.code === 'token_not_allowed') refused += 1;
      else if (res.statusCode !== 400) failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(closed.length / 2);
  });
});
