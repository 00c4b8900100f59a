/**
 * A valid body and query per route (`METHOD /path`): the fuzzer mutates them field by field, and
 * the NUL regression test poisons each field in turn.
 */

/** Ids the generators may use: real ones reach the deepest code paths. */
export type FuzzIds = { clients: string[]; agents: string[]; invitations: string[] };

/** A valid body per route; the generator mutates it field by field. */
export function validBody(route: string, ids: FuzzIds): Record<string, unknown> {
  const agentId = ids.agents[0] ?? 'x';
  switch (route) {
    case 'POST /api/auth/sign-in/email':
      return { email: 'fuzz-agent@example.com', password: 'not-the-password', requireRole: 'admin' };
    case 'PATCH /api/me':
      return { fullName: 'Fuzz Person', currentPassword: 'wrong-password', newPassword: 'new-password-1' };
    case 'POST /api/setup':
      return { token: 'token', email: 'setup@example.com', fullName: 'Setup', password: 'password-123' };
    case 'POST /api/clients':
      return {
        name: 'Fuzz Client',
        email: 'fuzz@clients.example.com',
        phone: '+1 555',
        country: 'NO',
        note: 'n',
      };
    case 'PATCH /api/clients/:id':
      return {
        status: 'ringing',
        note: 'fuzz note',
        invoice: { plan: 'custom', amount: 12.5 },
        tradingAccount: { id: 'A-1', password: 'secret', server: 'Srv' },
        name: 'Renamed',
        email: 'renamed@clients.example.com',
        phone: '1',
        country: 'SE',
        agentId,
        expectedVersion: 1,
      };
    case 'PATCH /api/agents/:id':
      return { fullName: 'Fuzzed Agent', password: 'password-123' };
    case 'POST /api/agents/invitations':
      return { email: 'fuzz-invitee@example.com' };
    case 'POST /api/invitations/accept':
      return { token: 'token', fullName: 'Invitee', password: 'password-123' };
    case 'POST /api/auth/two-factor/enable':
    case 'POST /api/auth/two-factor/disable':
    case 'POST /api/auth/two-factor/generate-backup-codes':
      return { password: 'not-the-password' };
    case 'POST /api/auth/two-factor/verify-totp':
    case 'POST /api/auth/two-factor/verify-backup-code':
      return { code: '123456' };
    case 'PATCH /api/settings':
      return { security: { auditRetentionDays: 400, exportAlertRows: 5000 } };
    default:
      return {};
  }
}

export function validQuery(route: string, ids: FuzzIds): Record<string, string> {
  switch (route) {
    case 'GET /api/clients':
      return { search: 'fuzz', status: 'all', agentId: 'unassigned', page: '1', pageSize: '10' };
    case 'GET /api/clients/export.csv':
      return { search: 'fuzz', status: 'ringing', agentId: ids.agents[0] ?? 'x' };
    case 'DELETE /api/agents/:id':
      return { reassignTo: ids.agents[1] ?? 'x' };
    case 'GET /api/audit':
    case 'GET /api/audit/export.csv':
      return {
        actor: ids.agents[0] ?? 'x',
        action: 'delete_client',
        from: '2025-01-01',
        to: '2025-12-31',
        target: ids.clients[0] ?? 'x',
        ...(route === 'GET /api/audit' ? { limit: '10', after: 'MjAyNS0wNi0wMSAxMDowMDowMCswMHw1' } : {}),
      };
    case 'GET /api/setup/status':
    case 'GET /api/invitations/status':
      return { token: 'token' };
    default:
      return {};
  }
}
