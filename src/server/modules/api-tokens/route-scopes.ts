import type { ApiTokenScope } from '#shared/schemas/api-tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope an API token needs on this route. A route without one refuses tokens with 403
     * (docs/decisions/0031); the OpenAPI document shows it in the route's security.
     */
    tokenScope?: ApiTokenScope;
  }
}

/**
 * Routes of other modules that API tokens may call, by `METHOD url`, so those modules need not
 * know about tokens. A new route can instead set `config: { tokenScope }` itself. Token
 * management, sign-in, sessions, profile, agents, settings and the audit log are deliberately
 * absent: a token never reaches them.
 */
const ROUTE_SCOPES: Readonly<Record<string, ApiTokenScope>> = {
  'GET /api/clients': 'clients:read',
  'GET /api/clients/stats': 'clients:read',
  'GET /api/clients/export.csv': 'clients:read',
  'GET /api/clients/:id': 'clients:read',
  'GET /api/clients/:id/activity': 'clients:read',
  'GET /api/work-queue': 'clients:read',
  'GET /api/board/columns': 'clients:read',
  'GET /api/board/cards': 'clients:read',
  'POST /api/clients': 'clients:write',
  'PATCH /api/clients/:id': 'clients:write',
  'DELETE /api/clients/:id': 'clients:write',
  'POST /api/clients/:id/calls': 'clients:write',
  'GET /api/reports/funnel': 'reports:read',
  'GET /api/reports/time-in-status': 'reports:read',
  'GET /api/reports/conversion': 'reports:read',
  'GET /api/reports/revenue': 'reports:read',
  'GET /api/reports/leaderboard': 'reports:read',
  'GET /api/activity/daily': 'reports:read',
  'GET /api/agents/performance': 'reports:read',
  'GET /api/admin/overview': 'reports:read',
};

/** The scope of a route as it is registered; a HEAD twin needs what its GET needs. */
export function tokenScopeOf(
  method: string,
  url: string,
  config: { tokenScope?: ApiTokenScope } | undefined,
): ApiTokenScope | undefined {
  return config?.tokenScope ?? ROUTE_SCOPES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
