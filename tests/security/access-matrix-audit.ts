/**
 * Matrix rows for the audit trail (issue 13); read them like those of `access-matrix.ts`. All
 * three are reads for admins. No route changes or deletes an entry, which the "one row per
 * registered route" check would reveal, and `audit-list.api.test.ts` checks directly.
 */
import { adminOnly, fixed, type MatrixRow, same } from './support/matrix-cells';

export const AUDIT_ROWS: readonly MatrixRow[] = [
  { route: 'GET /api/audit', expect: adminOnly(same(200)), request: fixed('/api/audit?limit=5') },
  {
    route: 'GET /api/audit/export.csv',
    expect: adminOnly(same(200)),
    request: fixed('/api/audit/export.csv?action=delete_client'),
  },
  { route: 'GET /api/admin/alerts', expect: adminOnly(same(200)), request: fixed('/api/admin/alerts') },
];
