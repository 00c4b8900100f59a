/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * Exponential backoff after the `attempt`-th failure (1-based): base, 2×base, 4×base… up to an
 * hour, with up to a fifth added at random so receivers coming back are not hit all at once.
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30);
  const capped = Math.min(exponential, MAX_RETRY_DELAY_MS);
  return Math.round(capped * (1 + random() / 5));
}
