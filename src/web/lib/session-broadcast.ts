/**
 * Signing out in one tab tells the app's other tabs of the same browser at once, so they return to
 * sign-in now rather than at their next request or session check (up to 30 s later, or at a save).
 */
const CHANNEL = 'wea-session';
const SIGNED_OUT = 'signed-out';

/** Tells the other tabs that this one signed out. */
export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(SIGNED_OUT);
  channel.close();
}

/** Calls `listener` when another tab signs out. */
export function onSignOutElsewhere(listener: () => void): void {
  if (typeof BroadcastChannel === 'undefined') return;
  new BroadcastChannel(CHANNEL).addEventListener('message', (event) => {
    if (event.data === SIGNED_OUT) listener();
  });
}

const endListeners = new Set<() => void>();

/**
 * Runs `listener` when this tab learns its session has ended (a 401, or a sign-out in another tab),
 * before the app leaves the screen: a form keeps its typing then. Returns the unsubscribe.
 */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Tells this tab's listeners that its session has ended. */
export function announceSessionEnd(): void {
  for (const listener of endListeners) listener();
}
