import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component whose module starts loading now (when the importing screen's chunk runs) but is not
 * part of that screen's first load: for dialogs and forms that show after the screen, so their
 * libraries (react-hook-form, zod, Radix Select) stay out of its initial JS (issue 18). Render it
 * inside <Suspense>.
 */
// biome-ignore lint/suspicious/noExplicitAny: the type React's own lazy() accepts.
type AnyComponent = ComponentType<any>;

export function lazyNow<M extends { [P in K]: AnyComponent }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  const loading = load();
  return lazy(() => loading.then((module) => ({ default: module[name] })));
}
