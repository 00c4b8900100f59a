/**
 * The admin's sections in tab order: the tabs under the admin header and the command palette both
 * list them from here, so a new section cannot be left out of either.
 */
export const ADMIN_SECTIONS = [
  { path: '/admin', label: 'Overview' },
  { path: '/admin/clients', label: 'All Clients' },
  { path: '/admin/board', label: 'Pipeline Board' },
  { path: '/admin/agents', label: 'Manage Agents' },
  { path: '/admin/activity', label: 'Activity' },
  { path: '/admin/reports', label: 'Reports' },
  { path: '/admin/audit', label: 'Audit Log' },
  { path: '/admin/intake-forms', label: 'Intake Forms' },
  { path: '/admin/webhooks', label: 'Webhooks' },
  { path: '/admin/api-tokens', label: 'API Tokens' },
  { path: '/admin/settings', label: 'Settings' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];
