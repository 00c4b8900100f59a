import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over prerendered HTML (and on the server), true from the render right
 * after: for controls that must not act before their handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
