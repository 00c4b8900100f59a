import { Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { Loading } from '#web/components/ui/loading';
import { RootRedirect, SignedOutOnly } from '#web/features/auth/components/guards';
import { LoginPage } from '#web/features/auth/components/login-page';
import { NotFoundPage } from '#web/features/layout/components/not-found-page';
import { RouteError } from '#web/features/layout/components/route-error';
import { RouteTitle } from '#web/features/layout/components/route-title';

// The sign-in screen is in the first bundle; every other screen loads on demand (DESIGN §8), so
// pages are imported from their own files rather than through a feature's index. The signed-in
// screens' routes themselves load on demand too (signed-in-routes.tsx): their table would
// otherwise grow the sign-in bundle with every screen added.
const SIGNED_IN_ROUTE_ID = 'signed-in';
const SIGNED_IN_PATH = /^\/(agent|admin|profile)(\/|$)/;

/**
 * The router's `patchRoutesOnNavigation`: adds the signed-in screens' routes when one is opened.
 * No "done" flag: the router drops a patch made for a navigation that was superseded (a sign-in's
 * redirect racing the sign-in screen's own), and skips routes it already has.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!SIGNED_IN_PATH.test(path)) return;
  const { signedInRoutes } = await import('./signed-in-routes');
  patch(SIGNED_IN_ROUTE_ID, signedInRoutes);
};

/** Every screen: the browser tab named after it, then the screen. */
function Root() {
  return (
    <>
      <RouteTitle />
      <Outlet />
    </>
  );
}

// The browser router is made from these in main.tsx; the build prerenders the public pages from
// them too (prerender.tsx).
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // What a first load shows while the screen's code arrives (a prerendered page has it already).
    hydrateFallbackElement: <Loading />,
    element: <Root />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        element: <SignedOutOnly />,
        children: [
          { path: '/login', handle: { title: 'Sign in' }, element: <LoginPage /> },
          {
            path: '/admin-login',
            handle: { title: 'Admin sign in' },
            lazy: async () => ({
              Component: (await import('#web/features/auth/components/admin-login-page')).AdminLoginPage,
            }),
          },
        ],
      },
      {
        path: '/accept-invite',
        handle: { title: 'Join your team' },
        lazy: async () => ({
          Component: (await import('#web/features/auth/components/accept-invite-page')).AcceptInvitePage,
        }),
      },
      {
        path: '/setup',
        handle: { title: 'Set up' },
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
        // Filled in on the first visit to a signed-in path (signed-in-routes.tsx).
        id: SIGNED_IN_ROUTE_ID,
        children: [],
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
        handle: { title: 'Page not found' },
        element: <NotFoundPage />,
      },
    ],
  },
];
