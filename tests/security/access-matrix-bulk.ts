/**
 * Matrix rows for bulk actions and their batch jobs (issue 15); read them like those of
 * `access-matrix.ts`. Admins only: an agent is refused before anything is selected or queued.
 * The admin's bulk request names a client that does not exist, so it starts a job that changes
 * nothing; a job id nobody created is a 404. What the jobs do is bulk-actions.api.test.ts.
 */
import { adminOnly, fixed, type MatrixRow, same } from './support/matrix-cells';

const NO_SUCH_ID = '00000000-0000-4000-8000-00000000b01c';

export const BULK_ROWS: readonly MatrixRow[] = [
  {
    route: 'POST /api/clients/bulk',
    expect: adminOnly(same(202)),
    request: fixed('/api/clients/bulk', { ids: [NO_SUCH_ID], action: { type: 'note', text: 'Matrix note' } }),
  },
  { route: 'GET /api/jobs', expect: adminOnly(same(200)), request: fixed('/api/jobs') },
  { route: 'GET /api/jobs/:id', expect: adminOnly(same(404)), request: fixed(`/api/jobs/${NO_SUCH_ID}`) },
];
