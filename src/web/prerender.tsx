// Entry of the build's server-side bundle (scripts/prerender.mjs): renders the public pages to HTML
// once at build time, so they paint before any script has run (issue 18, decision 0020).

import { pages } from 'virtual:kb-pages';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { kbPath } from '#web/features/knowledge-base/content/pages';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';
import { routes } from './router';

export { ROUTE_DATA_ID, routeDataJson } from './prerendered-routes';

/** Pages anyone may open: the sign-in screens and every knowledge-base page. */
export function publicPaths(): string[] {
  return ['/login', '/admin-login', kbPath(''), ...pages.map((page) => kbPath(page.slug))];
}

export type PrerenderedPage = { html: string; loaderData: Record<string, unknown> };

/** The HTML of `path` as a first visit renders it, and the loader data the browser starts from. */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: React Router would put the loader data in an inline script, which the CSP
  // forbids; scripts/prerender.mjs writes it as a JSON block instead.
  const html = renderToString(
    <AppProviders client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const loaderData = Object.fromEntries(
    Object.entries(context.loaderData).filter(([, value]) => value !== undefined),
  );
  return { html, loaderData };
}
