import { type DataRouteObject, type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/**
 * The loader data of a prerendered page travels in a JSON block, which the CSP (script-src 'self')
 * allows: the browser never runs it.
 */
export const ROUTE_DATA_ID = 'route-data';

/** The JSON block's text; `<` is escaped so no page text can close the element early. */
export function routeDataJson(loaderData: Record<string, unknown>): string {
  return JSON.stringify(loaderData).replaceAll('<', '\\u003c');
}

/** The loader data the build put beside the prerendered HTML, for the router's first render. */
export function readHydrationData(): HydrationState | undefined {
  const text = document.getElementById(ROUTE_DATA_ID)?.textContent;
  return text ? { loaderData: JSON.parse(text) as HydrationState['loaderData'] } : undefined;
}

/**
 * Loads the lazy routes the current URL matches before the first render, so hydration renders the
 * page the HTML holds rather than the routes' loading fallback.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[] | DataRouteObject[],
  location: Pick<Location, 'pathname'>,
): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
