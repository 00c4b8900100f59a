import { Outlet, type RouteObject } from 'react-router';
import { Loading } from '#web/components/ui/loading';
import { RootRedirect, SignedOutOnly } from '#web/features/auth/components/guards';
import { LoginPage } from '#web/features/auth/components/login-page';
import type { Role } from '#web/features/auth/utils/home-for';
import { NotFoundPage } from '#web/features/layout/components/not-found-page';
import { RouteError } from '#web/features/layout/components/route-error';

// The sign-in screen is in the first bundle; every other screen loads on demand (DESIGN §8), so
// pages are imported from their own files rather than through a feature's index.
// Guards are layout routes, so a screen's code is fetched only once its guard lets it through.
// The signed-in guard loads with the screen it guards (in parallel), not with the sign-in screen.
const requireRole = (only?: Role) => async () => {
  const { RequireRole } = await import('#web/features/auth/components/require-role');
  return { element: <RequireRole only={only} /> };
};

// The browser router is made from these in main.tsx; the build prerenders the public pages from
// them too (prerender.tsx).
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    element: <Outlet />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        element: <SignedOutOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          {
            path: '/admin-login',
            lazy: async () => ({
              Component: (await import('#web/features/auth/components/admin-login-page')).AdminLoginPage,
            }),
          },
        ],
      },
      {
        path: '/accept-invite',
        lazy: async () => ({
          Component: (await import('#web/features/auth/components/accept-invite-page')).AcceptInvitePage,
        }),
      },
      {
        path: '/setup',
        lazy: async () => ({
          Component: (await import('#web/features/auth/components/setup-page')).SetupPage,
        }),
      },
      {
        // Every signed-in screen has the command palette (Ctrl/Cmd-K); its frame loads with the
        // first of them, so the sign-in bundle does not carry it.
        lazy: async () => ({
          Component: (await import('#web/features/command-palette/components/palette-shell')).PaletteShell,
        }),
        children: [
          {
            lazy: requireRole('agent'),
            children: [
              {
                path: '/agent',
                lazy: async () => ({
                  Component: (await import('#web/features/clients/components/agent-dashboard-page'))
                    .AgentDashboardPage,
                }),
              },
              {
                path: '/agent/reports',
                lazy: async () => ({
                  Component: (await import('#web/features/reports/components/agent-reports-page'))
                    .AgentReportsPage,
                }),
              },
              {
                path: '/agent/board',
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
                lazy: async () => ({
                  Component: (await import('#web/features/admin/components/admin-overview-page'))
                    .AdminOverviewPage,
                }),
              },
              {
                path: '/admin/clients',
                lazy: async () => ({
                  Component: (await import('#web/features/admin/components/admin-clients-page'))
                    .AdminClientsPage,
                }),
              },
              {
                path: '/admin/board',
                lazy: async () => ({
                  Component: (await import('#web/features/board/components/admin-board-page')).AdminBoardPage,
                }),
              },
              {
                path: '/admin/audit',
                lazy: async () => ({
                  Component: (await import('#web/features/admin/components/admin-audit-page')).AdminAuditPage,
                }),
              },
              {
                path: '/admin/settings',
                lazy: async () => ({
                  Component: (await import('#web/features/admin/components/admin-settings-page'))
                    .AdminSettingsPage,
                }),
              },
              {
                path: '/admin/activity',
                lazy: async () => ({
                  Component: (await import('#web/features/admin/components/admin-activity-page'))
                    .AdminActivityPage,
                }),
              },
              {
                path: '/admin/reports',
                lazy: async () => ({
                  Component: (await import('#web/features/reports/components/admin-reports-page'))
                    .AdminReportsPage,
                }),
              },
              {
                path: '/admin/agents',
                lazy: async () => ({
                  Component: (await import('#web/features/agents/components/agents-page')).AgentsPage,
                }),
              },
            ],
          },
          {
            lazy: requireRole(),
            children: [
              {
                path: '/profile',
                lazy: async () => ({
                  Component: (await import('#web/features/profile/components/profile-page')).ProfilePage,
                }),
              },
            ],
          },
        ],
      },
      {
        // Public knowledge base (spec §2). Every page is its own chunk; unknown paths fall to the
        // article route, which shows the not-found page inside the layout.
        path: '/knowledge-base',
        lazy: () => import('#web/features/knowledge-base/routes/layout-route'),
        hydrateFallbackElement: <Loading />,
        children: [
          { index: true, lazy: () => import('#web/features/knowledge-base/routes/index-route') },
          { path: 'training', lazy: () => import('#web/features/knowledge-base/routes/roadmap-route') },
          {
            path: 'market-news',
            lazy: () => import('#web/features/knowledge-base/routes/market-news-route'),
          },
          { path: '*', lazy: () => import('#web/features/knowledge-base/routes/article-route') },
        ],
      },
      {
        path: '*',
        element: <NotFoundPage />,
      },
    ],
  },
];
