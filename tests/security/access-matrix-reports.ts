/**
 * Matrix rows for the manager analytics (issue 16); read them like those of `access-matrix.ts`.
 * Every report is the caller's own for an agent (an agentId naming somebody else is ignored) and
 * any agent's, or the team's, for an admin.
 */
import { REPORT_KINDS } from '#shared/schemas/reports';
import { type MatrixRow, same, signedIn } from './support/matrix-cells';
import { otherAgentOf } from './support/world';

export const REPORT_ROWS: readonly MatrixRow[] = REPORT_KINDS.map((kind) => ({
  route: `GET /api/reports/${kind}`,
  expect: signedIn(same(200), same(200)),
  // Other: the report asked for the other agent (or agent B, for the admin).
  request: ({ world, actor, target }) => ({
    url: `/api/reports/${kind}?from=2026-11-01&to=2026-11-24${target === 'other' ? `&agentId=${otherAgentOf(world, actor).id}` : ''}`,
  }),
}));
