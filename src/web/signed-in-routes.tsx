import type { RouteObject } from 'react-router';
import type { Role } from '#web/features/auth/utils/home-for';

// Guards are layout routes, so a screen's code is fetched only once its guard lets it through.
// The signed-in guard loads with the screen it guards (in parallel), not with the sign-in screen.
const requireRole = (only?: Role) => async () => {
  const { RequireRole } = await import('#web/features/auth/components/require-role');
  return { element: <RequireRole only={only} /> };
};

/** The signed-in screens, added under the command palette's frame on first use (router.tsx). */
export const signedInRoutes: RouteObject[] = [
  {
    lazy: requireRole('agent'),
    children: [
      {
        path: '/agent',
        handle: { title: 'Dashboard' },
        lazy: async () => ({
          Component: (await import('#web/features/clients/components/agent-dashboard-page'))
            .AgentDashboardPage,
        }),
      },
      {
        path: '/agent/reports',
        handle: { title: 'My reports' },
        lazy: async () => ({
          Component: (await import('#web/features/reports/components/agent-reports-page')).AgentReportsPage,
        }),
      },
      {
        path: '/agent/board',
        handle: { title: 'Pipeline Board' },
        lazy: async () => ({
          Component: (await import('#web/features/board/components/agent-board-page')).AgentBoardPage,
        }),
      },
    ],
  },
  {
    lazy: requireRole('admin'),
    children: [
      {
        path: '/admin',
        handle: { title: 'Admin Dashboard' },
        lazy: async () => ({
          Component: (await import('#web/features/admin/components/admin-overview-page')).AdminOverviewPage,
        }),
      },
      {
        path: '/admin/clients',
        handle: { title: 'Client Management' },
        lazy: async () => ({
          Component: (await import('#web/features/admin/components/admin-clients-page')).AdminClientsPage,
        }),
      },
      {
        path: '/admin/clients/import/:id?',
        handle: { title: 'Import clients' },
        lazy: async () => ({
          Component: (await import('#web/features/imports/components/import-clients-page')).ImportClientsPage,
        }),
      },
      {
        path: '/admin/board',
        handle: { title: 'Pipeline Board' },
        lazy: async () => ({
          Component: (await import('#web/features/board/components/admin-board-page')).AdminBoardPage,
        }),
      },
      {
        path: '/admin/audit',
        handle: { title: 'Audit Log' },
        lazy: async () => ({
          Component: (await import('#web/features/admin/components/admin-audit-page')).AdminAuditPage,
        }),
      },
      {
        path: '/admin/settings',
        handle: { title: 'Settings' },
        lazy: async () => ({
          Component: (await import('#web/features/admin/components/admin-settings-page')).AdminSettingsPage,
        }),
      },
      {
        path: '/admin/activity',
        handle: { title: 'Activity' },
        lazy: async () => ({
          Component: (await import('#web/features/admin/components/admin-activity-page')).AdminActivityPage,
        }),
      },
      {
        path: '/admin/reports',
        handle: { title: 'Reports' },
        lazy: async () => ({
          Component: (await import('#web/features/reports/components/admin-reports-page')).AdminReportsPage,
        }),
      },
      {
        path: '/admin/intake-forms',
        handle: { title: 'Intake Forms' },
        lazy: async () => ({
          Component: (await import('#web/features/intake/components/intake-forms-page')).IntakeFormsPage,
        }),
      },
      {
        path: '/admin/webhooks',
        handle: { title: 'Webhooks' },
        lazy: async () => ({
          Component: (await import('#web/features/webhooks/components/webhooks-page')).WebhooksPage,
        }),
      },
      {
        path: '/admin/agents',
        handle: { title: 'Agent Management' },
        lazy: async () => ({
          Component: (await import('#web/features/agents/components/agents-page')).AgentsPage,
        }),
      },
      {
        path: '/admin/api-tokens',
        handle: { title: 'API Tokens' },
        lazy: async () => ({
          Component: (await import('#web/features/api-tokens/components/api-tokens-page')).ApiTokensPage,
        }),
      },
    ],
  },
  {
    lazy: requireRole(),
    children: [
      {
        path: '/profile',
        handle: { title: 'Profile' },
        lazy: async () => ({
          Component: (await import('#web/features/profile/components/profile-page')).ProfilePage,
        }),
      },
    ],
  },
];
