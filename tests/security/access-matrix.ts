/**
 * The authorisation matrix (issue 7, ASVS 8.2): every API route × actor × {own record, other's
 * record} with the status the server must answer. `access-matrix.api.test.ts` walks all of it and
 * fails when a registered route has no row here, or a row names a route that no longer exists.
 *
 * Reading a row: `agentA: [200, 404]` means agent A gets 200 for its own record and 404 for agent
 * B's. Routes about no record list the same status twice. See `support/world.ts` for who owns what.
 */
import { unique } from '../support/clients';
import { DEFAULT_PASSWORD } from '../support/test-app';
import { ACCOUNT_SECURITY_ROWS } from './access-matrix-account';
import { API_TOKEN_ROWS } from './access-matrix-api-tokens';
import { AUDIT_ROWS } from './access-matrix-audit';
import { BOARD_ROWS } from './access-matrix-board';
import { BULK_ROWS } from './access-matrix-bulk';
import { CALLING_ROWS } from './access-matrix-calling';
import { IMPORT_ROWS } from './access-matrix-imports';
import { INTAKE_WEBHOOK_ROWS } from './access-matrix-intake-webhooks';
import { REPORT_ROWS } from './access-matrix-reports';
import { adminOnly, everyone, fixed, forAll, type MatrixRow, same, signedIn } from './support/matrix-cells';
import { clientFor, freshClientFor, freshInvitation, otherAgentOf, userIdFor, userOf } from './support/world';

export type { MatrixRow };

export const ACCESS_MATRIX: readonly MatrixRow[] = [
  { route: 'GET /api/health', expect: everyone(200), request: fixed('/api/health') },
  {
    route: 'POST /api/auth/sign-in/email',
    // Own: the actor's own credentials (signed out uses agent A's); other: a wrong password.
    expect: { ...forAll([200, 401]), removedAgent: same(401) },
    request: ({ world, actor, target }) => ({
      url: '/api/auth/sign-in/email',
      payload:
        target === 'own'
          ? { email: userOf(world, actor).email, password: DEFAULT_PASSWORD }
          : { email: otherAgentOf(world, actor).email, password: 'not-the-password' },
    }),
  },
  {
    route: 'POST /api/auth/sign-out',
    // Signing out without a live session only clears the cookie: harmless, so 200 as well.
    expect: everyone(200),
    request: fixed('/api/auth/sign-out', {}),
    freshSession: true,
  },
  { route: 'GET /api/auth/get-session', expect: everyone(200), request: fixed('/api/auth/get-session') },
  { route: 'ALL /api/auth/*', expect: everyone(404), request: fixed('/api/auth/sign-up/email', {}) },
  { route: 'GET /api/setup/status', expect: everyone(200), request: fixed('/api/setup/status?token=abc') },
  {
    route: 'POST /api/setup',
    // An admin exists, so the first-admin link is spent for everyone.
    expect: everyone(410),
    request: () => ({
      url: '/api/setup',
      payload: {
        token: 'x',
        email: `${unique('setup')}@example.com`,
        fullName: 'X',
        password: 'password-123',
      },
    }),
  },
  { route: 'GET /api/me', expect: signedIn(same(200), same(200)), request: fixed('/api/me') },
  {
    route: 'PATCH /api/me',
    expect: signedIn(same(200), same(200)),
    request: ({ world, actor }) => ({ url: '/api/me', payload: { fullName: userOf(world, actor).fullName } }),
  },
  { route: 'GET /api/clients', expect: signedIn(same(200), same(200)), request: fixed('/api/clients') },
  {
    route: 'GET /api/clients/stats',
    expect: signedIn(same(200), same(200)),
    request: fixed('/api/clients/stats'),
  },
  {
    route: 'GET /api/clients/export.csv',
    expect: adminOnly(same(200)),
    request: fixed('/api/clients/export.csv'),
  },
  {
    route: 'GET /api/clients/:id',
    expect: signedIn([200, 404], same(200)),
    request: ({ world, actor, target }) => ({ url: `/api/clients/${clientFor(world, actor, target)}` }),
  },
  {
    route: 'POST /api/clients',
    // Only agents add clients (spec §6); an admin gets 403.
    expect: signedIn(same(201), same(403)),
    request: () => ({
      url: '/api/clients',
      payload: { name: 'Matrix', email: `${unique('m')}@clients.example.com` },
    }),
  },
  {
    route: 'PATCH /api/clients/:id',
    expect: signedIn([200, 404], same(200)),
    request: ({ world, actor, target }) => ({
      url: `/api/clients/${clientFor(world, actor, target)}`,
      payload: { note: 'matrix note' },
    }),
  },
  {
    route: 'DELETE /api/clients/:id',
    expect: adminOnly(same(204)),
    request: async ({ world, actor, target }) => ({
      url: `/api/clients/${await freshClientFor(world, actor, target)}`,
    }),
  },
  {
    route: 'GET /api/clients/:id/trading-password',
    expect: signedIn([200, 404], same(200)),
    request: ({ world, actor, target }) => ({
      url: `/api/clients/${clientFor(world, actor, target)}/trading-password`,
    }),
  },
  { route: 'GET /api/agents', expect: adminOnly(same(200)), request: fixed('/api/agents') },
  {
    route: 'GET /api/agents/performance',
    expect: adminOnly(same(200)),
    request: fixed('/api/agents/performance'),
  },
  {
    route: 'PATCH /api/agents/:id',
    // An admin's own id is not an agent's: 404.
    expect: adminOnly([404, 200]),
    request: async ({ world, actor, target }) => ({
      url: `/api/agents/${await userIdFor(world, actor, target)}`,
      payload: { fullName: 'Renamed By Matrix' },
    }),
  },
  {
    route: 'DELETE /api/agents/:id',
    expect: adminOnly([404, 200]),
    request: async ({ world, actor, target }) => ({
      url: `/api/agents/${await userIdFor(world, actor, target)}`,
    }),
  },
  {
    route: 'POST /api/agents/invitations',
    expect: adminOnly(same(201)),
    request: () => ({ url: '/api/agents/invitations', payload: { email: `${unique('inv')}@example.com` } }),
  },
  {
    route: 'POST /api/agents/invitations/:id/resend',
    expect: adminOnly(same(200)),
    request: async ({ world }) => ({
      url: `/api/agents/invitations/${(await freshInvitation(world)).id}/resend`,
    }),
  },
  {
    route: 'DELETE /api/agents/invitations/:id',
    expect: adminOnly(same(204)),
    request: async ({ world }) => ({ url: `/api/agents/invitations/${(await freshInvitation(world)).id}` }),
  },
  {
    route: 'GET /api/invitations/status',
    expect: everyone(200),
    request: fixed('/api/invitations/status?token=abc'),
  },
  {
    route: 'POST /api/invitations/accept',
    // Public by token: own is a valid link, other a made-up one.
    expect: forAll([200, 410]),
    request: async ({ world, target }) => ({
      url: '/api/invitations/accept',
      payload: {
        token: target === 'own' ? (await freshInvitation(world)).token : 'made-up-token',
        fullName: 'Matrix Invitee',
        password: 'invitee-password',
      },
    }),
  },
  { route: 'GET /api/admin/overview', expect: adminOnly(same(200)), request: fixed('/api/admin/overview') },
  { route: 'GET /api/market-data', expect: everyone(200), request: fixed('/api/market-data') },
  ...ACCOUNT_SECURITY_ROWS,
  ...API_TOKEN_ROWS,
  ...AUDIT_ROWS,
  ...CALLING_ROWS,
  ...INTAKE_WEBHOOK_ROWS,
  ...BOARD_ROWS,
  ...BULK_ROWS,
  ...IMPORT_ROWS,
  ...REPORT_ROWS,
];
