/**
 * Matrix rows for the calling workspace (issue 14); read them like those of `access-matrix.ts`.
 * A call is logged only on a client the caller may see; the queue and the daily figures are the
 * caller's own for an agent, any agent's (or all) for an admin.
 */
import { fixed, type MatrixRow, same, signedIn } from './support/matrix-cells';
import { clientFor } from './support/world';

export const CALLING_ROWS: readonly MatrixRow[] = [
  {
    route: 'POST /api/clients/:id/calls',
    expect: signedIn([201, 404], same(201)),
    request: ({ world, actor, target }) => ({
      url: `/api/clients/${clientFor(world, actor, target)}/calls`,
      payload: { outcome: 'no-answer', durationSeconds: 0 },
    }),
  },
  {
    route: 'GET /api/clients/:id/activity',
    expect: signedIn([200, 404], same(200)),
    request: ({ world, actor, target }) => ({
      url: `/api/clients/${clientFor(world, actor, target)}/activity?limit=5`,
    }),
  },
  {
    route: 'GET /api/work-queue',
    // An agent's `agentId` is ignored: always their own queue.
    expect: signedIn(same(200), same(200)),
    request: fixed('/api/work-queue?agentId=all'),
  },
  {
    route: 'GET /api/activity/daily',
    expect: signedIn(same(200), same(200)),
    request: fixed('/api/activity/daily?date=2026-11-24'),
  },
];
