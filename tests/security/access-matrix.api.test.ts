import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/setup-test-app';
import type { TestApp } from '../support/test-app';
import { ACCESS_MATRIX, type MatrixRow } from './access-matrix';
import { isErrorShape, jsonOrUndefined } from './support/error-shape';
import { writeFigures } from './support/figures';
import { asMethod } from './support/http-methods';
import { ACTORS, buildWorld, cookieOf, freshSession, TARGETS, type World } from './support/world';

const t = setupTestApp();
let world: World;
beforeAll(async () => {
  world = await buildWorld(t);
});

/** `METHOD /path` of every registered API route; HEAD twins of GET routes are walked with them. */
function registeredRoutes(app: TestApp): Set<string> {
  const keys = new Set<string>();
  for (const { method, url } of app.apiRoutes) {
    if (method === 'HEAD') continue;
    keys.add(url.endsWith('/*') ? `ALL ${url}` : `${method} ${url}`);
  }
  return keys;
}

const CATCH_ALL_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function splitRoute(row: MatrixRow): { methods: HTTPMethods[]; path: string } {
  const [method = '', path = ''] = row.route.split(' ');
  return { methods: method === 'ALL' ? CATCH_ALL_METHODS : [asMethod(method)], path };
}

describe('authorisation matrix', () => {
  it('has exactly one row per registered API route', () => {
    const rows = ACCESS_MATRIX.map((r) => r.route);
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    const registered = registeredRoutes(t);
    const missing = [...registered].filter((r) => !rows.includes(r));
    const stale = rows.filter((r) => !registered.has(r));
    expect(missing, 'routes without a matrix row: add them to tests/security/access-matrix.ts').toEqual([]);
    expect(stale, 'matrix rows for routes that do not exist').toEqual([]);
  });

  it('answers every route × actor × record with the expected status', async () => {
    const failures: string[] = [];
    let cells = 0;
    const headRoutes = new Set(t.apiRoutes.filter((r) => r.method === 'HEAD').map((r) => r.url));
    for (const row of ACCESS_MATRIX) {
      const { methods, path } = splitRoute(row);
      for (const method of methods)
        for (const actor of ACTORS) {
          for (const [index, target] of TARGETS.entries()) {
            const expected = row.expect[actor][index];
            const cookie = row.freshSession ? await freshSession(world, actor) : cookieOf(world, actor);
            const { url, payload } = await row.request({ world, actor, target });
            const res = await t.request({ method, url, payload, cookie });
            cells += 1;
            const label = `${method} ${path} as ${actor} on ${target} record`;
            if (res.statusCode !== expected)
              failures.push(`${label}: ${res.statusCode}, expected ${expected}`);
            if (res.statusCode >= 400 && !isErrorShape(jsonOrUndefined(res.body)))
              failures.push(`${label}: bad error body`);
            if (method === 'GET' && headRoutes.has(path)) {
              const head = await t.request({ method: 'HEAD', url, cookie });
              if (head.statusCode !== res.statusCode) failures.push(`HEAD ${label}: ${head.statusCode}`);
            }
          }
        }
    }
    const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
    writeFigures(`matrix-${engine}`, {
      engine,
      rows: ACCESS_MATRIX.length,
      cells,
      failures: failures.length,
    });
    console.log(`access matrix: ${ACCESS_MATRIX.length} routes, ${cells} cells walked`);
    expect(failures).toEqual([]);
  });

  it("never widens an agent's list, search, stats or export beyond its own clients", async () => {
    const { agentA, agentB } = world;
    const filters = [
      `agentId=${agentB.id}`,
      'agentId=unassigned',
      'search=Client',
      'status=all',
      'search=%25',
    ];
    for (const filter of filters) {
      const list = await t.request({
        method: 'GET',
        url: `/api/clients?${filter}&pageSize=100`,
        cookie: agentA.cookie,
      });
      expect(list.statusCode, filter).toBe(200);
      const owners = new Set(
        list.json<{ items: { agentId: string | null }[] }>().items.map((c) => c.agentId),
      );
      expect(
        [...owners].filter((o) => o !== agentA.id),
        filter,
      ).toEqual([]);
    }
    const stats = await t.request({
      method: 'GET',
      url: `/api/clients/stats?agentId=${agentB.id}`,
      cookie: agentA.cookie,
    });
    const own = await t.request({ method: 'GET', url: '/api/clients?pageSize=100', cookie: agentA.cookie });
    expect(stats.json().total).toBe(own.json().total);
  });
});
