import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { signedInRoutes } from './signed-in-routes';

function pathsWithoutTitle(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    const missing = route.path && !route.handle?.title ? [route.path] : [];
    // The knowledge base names its pages after their content (use-document-title.ts).
    if (route.path === '/knowledge-base') return missing;
    return [...missing, ...pathsWithoutTitle(route.children ?? [])];
  });
}

describe('screen titles', () => {
  it('names the browser tab on every screen but the redirect and the knowledge base', () => {
    expect(pathsWithoutTitle([...routes, ...signedInRoutes])).toEqual(['/', '/knowledge-base']);
  });
});
