/**
 * Matrix rows for the pipeline board (issue 16); read them like those of `access-matrix.ts`.
 * Both routes answer about the caller's own clients for an agent (an `agentId` is ignored) and
 * about anyone's for an admin; that an agent never sees another's cards is board-access.api.test.ts.
 */
import { fixed, type MatrixRow, same, signedIn } from './support/matrix-cells';

export const BOARD_ROWS: readonly MatrixRow[] = [
  {
    route: 'GET /api/board/columns',
    expect: signedIn(same(200), same(200)),
    request: fixed('/api/board/columns?agentId=unassigned'),
  },
  {
    route: 'GET /api/board/cards',
    expect: signedIn(same(200), same(200)),
    request: fixed('/api/board/cards?status=new-client&limit=5&agentId=unassigned'),
  },
];
