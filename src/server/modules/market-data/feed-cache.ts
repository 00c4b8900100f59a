export type CachedFeedOptions<T> = {
  load: () => Promise<T>;
  /** How long a successful load is served before the next request refreshes it. */
  ttlMs: number;
  /** After a failed load, how long to keep answering from what we have before trying upstream again. */
  retryAfterMs: number;
  /** How soon after a failed load a caller that asks (`retryFailed`) may have it tried again. */
  forcedRetryAfterMs: number;
  now: () => number;
  onError: (error: unknown, hasStaleValue: boolean) => void;
};

export type CachedFeedGetOptions = {
  /**
   * A person asked to refresh: if the last load failed, try again now (at most once per
   * `forcedRetryAfterMs`) instead of answering from the failure until `retryAfterMs` has passed.
   * A good value is still served until its TTL ends: a refresh never costs upstream a request
   * while the feed works.
   */
  retryFailed?: boolean;
};

export type CachedFeed<T> = {
  /** The freshest value available: refreshed when due, the last good one when a refresh fails, null if none ever loaded. */
  get(options?: CachedFeedGetOptions): Promise<T | null>;
};

/**
 * One upstream feed behind a TTL cache. Callers arriving while a refresh runs wait for that same
 * refresh (one upstream request however many callers); a failed refresh keeps the last good value.
 */
export function createCachedFeed<T>(opts: CachedFeedOptions<T>): CachedFeed<T> {
  let value: T | null = null;
  let dueAt = 0;
  /** When the last load failed, or null after a success. */
  let failedAt: number | null = null;
  let inFlight: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    try {
      value = await opts.load();
      dueAt = opts.now() + opts.ttlMs;
      failedAt = null;
    } catch (error) {
      failedAt = opts.now();
      dueAt = failedAt + opts.retryAfterMs;
      try {
        opts.onError(error, value !== null);
      } catch {
        // A failing logger must not turn a feed outage into a request failure.
      }
    }
  }

  return {
    async get({ retryFailed = false } = {}) {
      const now = opts.now();
      const retryNow = retryFailed && failedAt !== null && now >= failedAt + opts.forcedRetryAfterMs;
      if (now < dueAt && !retryNow) return value;
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
