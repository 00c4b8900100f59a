/**
 * Matrix rows for intake forms and webhooks (issue 17); read them like those of `access-matrix.ts`.
 * Managing either is the admin's alone. The public intake answers the same 404 to everyone for a
 * key that names no form: who is signed in does not matter to a landing page's post.
 */
import { adminOnly, fixed, forAll, type MatrixRow, same } from './support/matrix-cells';
import { userOf } from './support/world';

/** No row has this id: the admin's answer is 404, after the role check refused everyone else. */
const NO_SUCH_ID = '00000000-0000-4000-8000-00000000f00d';

export const INTAKE_WEBHOOK_ROWS: readonly MatrixRow[] = [
  { route: 'GET /api/intake-forms', expect: adminOnly(same(200)), request: fixed('/api/intake-forms') },
  {
    route: 'POST /api/intake-forms',
    expect: adminOnly(same(201)),
    request: ({ world }) => ({
      url: '/api/intake-forms',
      payload: {
        name: 'Matrix form',
        target: { mode: 'agent', agentEmails: [userOf(world, 'agentA').email] },
        allowedOrigins: ['http://landing.example.com'],
      },
    }),
  },
  {
    route: 'PATCH /api/intake-forms/:id',
    expect: adminOnly(same(404)),
    request: fixed(`/api/intake-forms/${NO_SUCH_ID}`, { enabled: false }),
  },
  {
    route: 'DELETE /api/intake-forms/:id',
    expect: adminOnly(same(404)),
    request: fixed(`/api/intake-forms/${NO_SUCH_ID}`),
  },
  {
    route: 'POST /api/intake/:key',
    expect: forAll(same(404)),
    request: fixed('/api/intake/no-such-form-key', { name: 'Matrix Lead', email: 'lead@example.com' }),
  },
  {
    route: 'OPTIONS /api/intake/:key',
    expect: forAll(same(404)),
    request: fixed('/api/intake/no-such-form-key'),
  },
  { route: 'GET /api/webhooks', expect: adminOnly(same(200)), request: fixed('/api/webhooks') },
  {
    route: 'POST /api/webhooks',
    // Disabled, so nothing is ever sent to it.
    expect: adminOnly(same(201)),
    request: fixed('/api/webhooks', {
      url: 'https://receiver.example.com/matrix',
      events: ['client.created'],
      secret: 'matrix-secret-0123456789',
      enabled: false,
    }),
  },
  {
    route: 'PATCH /api/webhooks/:id',
    expect: adminOnly(same(404)),
    request: fixed(`/api/webhooks/${NO_SUCH_ID}`, { enabled: false }),
  },
  {
    route: 'DELETE /api/webhooks/:id',
    expect: adminOnly(same(404)),
    request: fixed(`/api/webhooks/${NO_SUCH_ID}`),
  },
  {
    route: 'GET /api/webhooks/:id/deliveries',
    expect: adminOnly(same(404)),
    request: fixed(`/api/webhooks/${NO_SUCH_ID}/deliveries`),
  },
  {
    route: 'POST /api/webhooks/deliveries/:id/resend',
    expect: adminOnly(same(404)),
    request: fixed(`/api/webhooks/deliveries/${NO_SUCH_ID}/resend`),
  },
];
