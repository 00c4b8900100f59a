import { createBrowserRouter, Outlet } from 'react-router';
import { Loading } from './components/ui/loading';
import { RequireRole, RootRedirect, SignedOutOnly } from './features/auth/guards';
import { LoginPage } from './features/auth/login-page';
import { NotFoundPage } from './features/layout/not-found-page';
import { RouteError } from './features/layout/route-error';

// The sign-in screen is in the first bundle; every other screen loads on demand (DESIGN §8).
// Guards are layout routes, so a screen's code is fetched only once its guard lets it through.
export const router = createBrowserRouter([
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
              Component: (await import('./features/auth/admin-login-page')).AdminLoginPage,
            }),
          },
        ],
      },
      {
        path: '/accept-invite',
        lazy: async () => ({
          Component: (await import('./features/auth/accept-invite-page')).AcceptInvitePage,
        }),
      },
      {
        path: '/setup',
        lazy: async () => ({ Component: (await import('./features/auth/setup-page')).SetupPage }),
      },
      {
        element: <RequireRole only="agent" />,
        children: [
          {
            path: '/agent',
            lazy: async () => ({
              Component: (await import('./features/clients/agent-dashboard-page')).AgentDashboardPage,
            }),
          },
        ],
      },
      {
        element: <RequireRole only="admin" />,
        children: [
          {
            path: '/admin',
            lazy: async () => ({
              Component: (await import('./features/admin/admin-overview-page')).AdminOverviewPage,
            }),
          },
          {
            path: '/admin/clients',
            lazy: async () => ({
              Component: (await import('./features/admin/admin-clients-page')).AdminClientsPage,
            }),
          },
          {
            path: '/admin/agents',
            lazy: async () => ({ Component: (await import('./features/agents/agents-page')).AgentsPage }),
          },
        ],
      },
      {
        element: <RequireRole />,
        children: [
          {
            path: '/profile',
            lazy: async () => ({ Component: (await import('./features/profile/profile-page')).ProfilePage }),
          },
        ],
      },
      {
        // Public knowledge base (spec §2). Every page is its own chunk; unknown paths fall to the
        // article route, which shows the not-found page inside the layout.
        path: '/knowledge-base',
        lazy: () => import('./features/knowledge-base/routes/layout-route'),
        hydrateFallbackElement: <Loading />,
        children: [
          { index: true, lazy: () => import('./features/knowledge-base/routes/index-route') },
          { path: 'training', lazy: () => import('./features/knowledge-base/routes/roadmap-route') },
          { path: 'market-news', lazy: () => import('./features/knowledge-base/routes/market-news-route') },
          { path: '*', lazy: () => import('./features/knowledge-base/routes/article-route') },
        ],
      },
      {
        path: '*',
        element: <NotFoundPage />,
      },
    ],
  },
]);
