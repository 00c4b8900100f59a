/**
 * Matrix rows for the API reference and API tokens (issue 17); read them like those of
 * `access-matrix.ts`. The reference is public. Tokens are an admin's business: any admin lists,
 * creates and revokes any token. What a token itself may reach is api-tokens.api.test.ts.
 */
import { unique } from '../support/clients';
import { adminOnly, everyone, fixed, type MatrixRow, same } from './support/matrix-cells';
import type { World } from './support/world';

/** A live token made by the world's admin, to be revoked. */
async function freshToken(world: World): Promise<string> {
  const res = await world.t.request({
    method: 'POST',
    url: '/api/tokens',
    cookie: world.admin.cookie,
    payload: { name: unique('matrix-token'), scopes: ['clients:read'] },
  });
  if (res.statusCode !== 201) throw new Error(`creating a token failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

export const API_TOKEN_ROWS: readonly MatrixRow[] = [
  { route: 'GET /api/openapi.json', expect: everyone(200), request: fixed('/api/openapi.json') },
  { route: 'GET /api/docs', expect: everyone(200), request: fixed('/api/docs') },
  { route: 'GET /api/tokens', expect: adminOnly(same(200)), request: fixed('/api/tokens') },
  {
    route: 'POST /api/tokens',
    expect: adminOnly(same(201)),
    request: () => ({
      url: '/api/tokens',
      payload: { name: unique('matrix-token'), scopes: ['reports:read'] },
    }),
  },
  {
    route: 'DELETE /api/tokens/:id',
    expect: adminOnly(same(204)),
    request: async ({ world }) => ({ url: `/api/tokens/${await freshToken(world)}` }),
  },
];
