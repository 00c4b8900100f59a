/**
 * Matrix rows for the audit trail (issue 13); read them like those of `access-matrix.ts`. All
 * three are reads for admins. No route changes or deletes an entry, which the "one row per
 * registered route" check would reveal, and `audit-list.api.test.ts` checks directly.
 */
import type { MatrixRow } from './access-matrix';

const adminReads: MatrixRow['expect'] = {
  signedOut: [401, 401],
  agentA: [403, 403],
  agentB: [403, 403],
  admin: [200, 200],
  removedAgent: [401, 401],
};
const read = (url: string) => () => ({ url });

export const AUDIT_ROWS: readonly MatrixRow[] = [
  { route: 'GET /api/audit', expect: adminReads, request: read('/api/audit?limit=5') },
  {
    route: 'GET /api/audit/export.csv',
    expect: adminReads,
    request: read('/api/audit/export.csv?action=delete_client'),
  },
  { route: 'GET /api/admin/alerts', expect: adminReads, request: read('/api/admin/alerts') },
];
