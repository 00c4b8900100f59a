/**
 * Matrix rows for two-factor sign-in, sessions and settings (issue 13); read them like those of
 * `access-matrix.ts`. The two-factor rows run in this order on purpose: `enable` leaves a pending
 * set-up, the checks then meet a wrong code (400), and `disable` clears it again.
 */
import { eq } from 'drizzle-orm';
import { session } from '#server/db/schema';
import { DEFAULT_PASSWORD } from '../support/test-app';
import { adminOnly, everyone, fixed, type MatrixRow, same, signedIn } from './support/matrix-cells';
import { type ActorName, otherAgentOf, type Target, userIdFor, userOf, type World } from './support/world';

/** The id of a new session: the actor's own, or the other agent's (agent A's for the signed out and removed). */
async function freshSessionId(world: World, actor: ActorName, target: Target): Promise<string> {
  const signedIn = actor !== 'signedOut' && actor !== 'removedAgent';
  const owner = target === 'own' && signedIn ? userOf(world, actor) : otherAgentOf(world, actor);
  const cookie = await world.t.signIn(owner.email, DEFAULT_PASSWORD);
  const token = decodeURIComponent(cookie.split('=').slice(1).join('=')).split('.')[0] ?? '';
  const [row] = await world.t.database.db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.token, token));
  return row?.id ?? 'missing';
}

const withPassword = { password: DEFAULT_PASSWORD };
/** Not a code any secret can produce, so never a lucky pass. */
const wrongCode = { code: 'not-a-code' };

export const ACCOUNT_SECURITY_ROWS: readonly MatrixRow[] = [
  {
    route: 'POST /api/auth/two-factor/enable',
    // A secret that stays off until a code confirms it: repeating it harms nobody.
    expect: signedIn(same(200), same(200)),
    request: fixed('/api/auth/two-factor/enable', withPassword),
  },
  {
    route: 'POST /api/auth/two-factor/verify-totp',
    // Signed in: a wrong code for the pending set-up. Signed out: no challenge, the same 401 as a wrong code.
    expect: signedIn(same(400), same(400)),
    request: fixed('/api/auth/two-factor/verify-totp', wrongCode),
  },
  {
    route: 'POST /api/auth/two-factor/verify-backup-code',
    expect: signedIn(same(400), same(400)),
    request: fixed('/api/auth/two-factor/verify-backup-code', wrongCode),
  },
  {
    route: 'POST /api/auth/two-factor/generate-backup-codes',
    // Nobody in the matrix has two-factor sign-in on.
    expect: signedIn(same(409), same(409)),
    request: fixed('/api/auth/two-factor/generate-backup-codes', withPassword),
  },
  {
    route: 'POST /api/auth/two-factor/disable',
    // The plugin renews the session it is sent with.
    expect: signedIn(same(200), same(200)),
    request: fixed('/api/auth/two-factor/disable', withPassword),
    freshSession: true,
  },
  {
    route: 'GET /api/me/sessions',
    expect: signedIn(same(200), same(200)),
    request: fixed('/api/me/sessions'),
  },
  {
    route: 'POST /api/me/sessions/revoke-others',
    expect: signedIn(same(200), same(200)),
    request: fixed('/api/me/sessions/revoke-others'),
  },
  {
    route: 'DELETE /api/me/sessions/:id',
    // Own: another session of the actor. Other: a session of the other agent.
    expect: signedIn([204, 404], [204, 404]),
    request: async ({ world, actor, target }) => ({
      url: `/api/me/sessions/${await freshSessionId(world, actor, target)}`,
    }),
  },
  { route: 'GET /api/settings', expect: adminOnly(same(200)), request: fixed('/api/settings') },
  // Public on purpose (issue 14): the knowledge base shows the targets to anyone.
  { route: 'GET /api/settings/calling', expect: everyone(200), request: fixed('/api/settings/calling') },
  {
    route: 'PATCH /api/settings',
    expect: adminOnly(same(200)),
    request: fixed('/api/settings', { security: { auditRetentionDays: 365 } }),
  },
  {
    route: 'POST /api/agents/:id/sessions/revoke',
    // An admin's own id is not an agent's: 404.
    expect: adminOnly([404, 200]),
    request: async ({ world, actor, target }) => ({
      url: `/api/agents/${await userIdFor(world, actor, target)}/sessions/revoke`,
    }),
  },
  {
    route: 'POST /api/agents/:id/two-factor/reset',
    expect: adminOnly([404, 204]),
    request: async ({ world, actor, target }) => ({
      url: `/api/agents/${await userIdFor(world, actor, target)}/two-factor/reset`,
    }),
  },
];
