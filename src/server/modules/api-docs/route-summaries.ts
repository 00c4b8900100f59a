/**
 * One line per route for the reference, by `METHOD url`, for the routes registered without a
 * `schema.summary` of their own. A route missing here is still documented, under its method and
 * path; a route's own summary wins.
 */
const SUMMARIES: Readonly<Record<string, string>> = {
  'GET /api/health': 'Health check',
  'POST /api/auth/sign-in/email': 'Sign in with email and password',
  'POST /api/auth/sign-out': 'Sign out',
  'GET /api/auth/get-session': 'The current session, or null',
  'ALL /api/auth/*': 'Any other sign-in path (not found)',
  'POST /api/auth/two-factor/enable': 'Start turning on two-factor sign-in',
  'POST /api/auth/two-factor/disable': 'Turn off two-factor sign-in',
  'POST /api/auth/two-factor/generate-backup-codes': 'New backup codes',
  'POST /api/auth/two-factor/verify-totp': 'Confirm an authenticator code',
  'POST /api/auth/two-factor/verify-backup-code': 'Sign in with a backup code',
  'GET /api/setup/status': 'Whether a first-admin link is valid',
  'POST /api/setup': 'Create the first admin',
  'GET /api/me': 'The signed-in user',
  'PATCH /api/me': 'Change name or password',
  'GET /api/me/sessions': 'List my sessions',
  'POST /api/me/sessions/revoke-others': 'End my other sessions',
  'DELETE /api/me/sessions/:id': 'End one of my sessions',
  'GET /api/clients': 'List clients',
  'GET /api/clients/stats': 'Client counts by status',
  'GET /api/clients/export.csv': 'Export clients as CSV',
  'GET /api/clients/:id': 'Get a client',
  'POST /api/clients': 'Create a client',
  'PATCH /api/clients/:id': 'Change a client',
  'POST /api/clients/:id/calls': 'Log a call',
  'GET /api/clients/:id/activity': "A client's activity",
  'DELETE /api/clients/:id': 'Delete a client',
  'GET /api/clients/:id/trading-password': "Reveal a client's trading password",
  'GET /api/agents': 'List agents and invitations',
  'GET /api/agents/performance': 'Agent performance',
  'PATCH /api/agents/:id': 'Change an agent',
  'DELETE /api/agents/:id': 'Remove an agent',
  'POST /api/agents/:id/sessions/revoke': "End an agent's sessions",
  'POST /api/agents/:id/two-factor/reset': "Reset an agent's two-factor sign-in",
  'POST /api/agents/invitations': 'Invite an agent',
  'POST /api/agents/invitations/:id/resend': 'Resend an invitation',
  'DELETE /api/agents/invitations/:id': 'Revoke an invitation',
  'GET /api/invitations/status': 'Whether an invitation link is valid',
  'POST /api/invitations/accept': 'Accept an invitation',
  'GET /api/work-queue': "The agent's call queue for today",
  'GET /api/activity/daily': 'Daily calling activity',
  'GET /api/reports/funnel': 'Funnel report',
  'GET /api/reports/time-in-status': 'Time in status report',
  'GET /api/reports/conversion': 'Conversion report',
  'GET /api/reports/revenue': 'Revenue report',
  'GET /api/reports/leaderboard': 'Leaderboard report',
  'GET /api/board/columns': 'Pipeline board columns',
  'GET /api/board/cards': "A board column's cards",
  'GET /api/admin/overview': 'Admin overview',
  'GET /api/admin/alerts': 'Security alerts',
  'GET /api/audit': 'Audit log',
  'GET /api/audit/export.csv': 'Export the audit log as CSV',
  'GET /api/settings': 'Settings',
  'GET /api/settings/calling': 'Calling settings',
  'PATCH /api/settings': 'Change settings',
  'GET /api/market-data': 'Market news and calendar',
  'GET /api/openapi.json': 'This reference as OpenAPI 3.1',
  'GET /api/docs': 'This reference as a page',
};

/** Tags by the path's first segment after /api; an unknown segment becomes its own tag. */
const TAGS: Readonly<Record<string, string>> = {
  health: 'Service',
  openapi: 'Service',
  docs: 'Service',
  auth: 'Sign-in',
  setup: 'Sign-in',
  invitations: 'Sign-in',
  me: 'Profile',
  clients: 'Clients',
  'work-queue': 'Clients',
  board: 'Board',
  reports: 'Reports',
  activity: 'Reports',
  agents: 'Agents',
  admin: 'Admin',
  audit: 'Admin',
  settings: 'Admin',
  tokens: 'API tokens',
  'market-data': 'Market data',
};

/** The route's line, or its method and path as OpenAPI writes it. */
export function summaryOf(method: string, url: string, path: string): string {
  return SUMMARIES[`${method} ${url}`] ?? `${method} ${path}`;
}

export function tagOf(url: string): string {
  const segment = url.split('/')[2]?.split('.')[0] ?? '';
  const known = TAGS[segment];
  if (known) return known;
  const words = segment.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
