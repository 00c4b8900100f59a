export type CachedFeedOptions<T> = {
  load: () => Promise<T>;
  /** How long a successful load is served before the next request refreshes it. */
  ttlMs: number;
  /** After a failed load, how long to keep answering from what we have before trying upstream again. */
  retryAfterMs: number;
  now: () => number;
  onError: (error: unknown, hasStaleValue: boolean) => void;
};

export type CachedFeed<T> = {
  /** The freshest value available: refreshed when due, the last good one when a refresh fails, null if none ever loaded. */
  get(): Promise<T | null>;
};

/**
 * One upstream feed behind a TTL cache. Callers arriving while a refresh runs wait for that same
 * refresh (one upstream request however many callers); a failed refresh keeps the last good value.
 */
export function createCachedFeed<T>(opts: CachedFeedOptions<T>): CachedFeed<T> {
  let value: T | null = null;
  let dueAt = 0;
  let inFlight: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    try {
      value = await opts.load();
      dueAt = opts.now() + opts.ttlMs;
    } catch (error) {
      dueAt = opts.now() + opts.retryAfterMs;
      try {
        opts.onError(error, value !== null);
      } catch {
        // A failing logger must not turn a feed outage into a request failure.
      }
    }
  }

  return {
    async get() {
      if (opts.now() < dueAt) return value;
      if (!inFlight) {
        inFlight = refresh().finally(() => {
          inFlight = null;
        });
      }
      await inFlight;
      return value;
    },
  };
}
