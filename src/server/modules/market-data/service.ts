import type { FastifyBaseLogger } from 'fastify';
import type { CalendarEvent, MarketData, NewsItem } from '#shared/schemas/market-data';
import { createCachedFeed } from './feed-cache';
import { fetchText } from './fetch-feed';
import { mergeNews } from './news-list';
import { eventsOnDay, parseCalendarWeek } from './normalise-calendar';
import { parseNewsFeed } from './normalise-news';

export const DEFAULT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_MERGED_NEWS = 30;
/** A feed that just failed is retried after this long at most, so an outage does not slow every request. */
const MAX_RETRY_AFTER_MS = 30_000;
/** A person's Refresh retries a failed feed sooner, but however many press it, once per this long. */
const FORCED_RETRY_AFTER_MS = 5_000;

export const MARKET_DATA_UNAVAILABLE = 'Market data is unavailable right now. Please try again later.';
export const MARKET_DATA_NOT_CONFIGURED = 'Market data is not configured on this server.';

export type MarketDataServiceOptions = {
  newsFeedUrls: string[];
  calendarFeedUrl: string | null;
  ttlSeconds: number;
  timeoutMs?: number;
  maxBytes?: number;
  now?: () => Date;
  fetchImpl?: typeof fetch;
  log?: FastifyBaseLogger;
};

export type MarketDataGetOptions = {
  /** A person pressed Refresh: feeds that failed are tried again now (see CachedFeedGetOptions). */
  refresh?: boolean;
};

export type MarketDataService = {
  /** News plus the calendar events of today in `timeZone` (IANA; an invalid zone counts as UTC). */
  get(timeZone: string, options?: MarketDataGetOptions): Promise<MarketData>;
};

/** Where a feed lives, for logs: the host only, since paths and queries of feed URLs can hold API keys. */
function feedHost(url: string): string {
  return URL.canParse(url) ? new URL(url).host : 'invalid-url';
}

export function createMarketDataService(opts: MarketDataServiceOptions): MarketDataService {
  const now = opts.now ?? (() => new Date());
  const nowMs = () => now().getTime();
  const ttlMs = Math.max(0, opts.ttlSeconds * 1000);
  const fetchOptions = {
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES,
    fetchImpl: opts.fetchImpl,
  };

  function cachedFeed<T>(name: string, url: string, parse: (body: string) => T) {
    return createCachedFeed<T>({
      load: async () => parse(await fetchText(url, fetchOptions)),
      ttlMs,
      retryAfterMs: Math.min(ttlMs, MAX_RETRY_AFTER_MS),
      forcedRetryAfterMs: Math.min(ttlMs, FORCED_RETRY_AFTER_MS),
      now: nowMs,
      onError: (error, hasStaleValue) => {
        const reason = error instanceof Error ? error.message : 'unknown error';
        const msg = hasStaleValue
          ? 'market feed refresh failed; serving last good data'
          : 'market feed unavailable';
        opts.log?.warn({ feed: name, host: feedHost(url), reason }, msg);
      },
    });
  }

  const newsFeeds = opts.newsFeedUrls.map((url, i) => cachedFeed(`news-${i + 1}`, url, parseNewsFeed));
  const calendarFeed = opts.calendarFeedUrl
    ? cachedFeed('calendar', opts.calendarFeedUrl, parseCalendarWeek)
    : null;

  return {
    async get(timeZone, { refresh = false } = {}) {
      if (newsFeeds.length === 0 && !calendarFeed) {
        return { news: [], calendar: [], error: MARKET_DATA_NOT_CONFIGURED };
      }
      const feedOptions = { retryFailed: refresh };
      const [newsLists, week] = await Promise.all([
        Promise.all(newsFeeds.map((feed) => feed.get(feedOptions))),
        calendarFeed ? calendarFeed.get(feedOptions) : Promise.resolve(null),
      ]);
      const availableNews = newsLists.filter((list): list is NewsItem[] => list !== null);
      if (availableNews.length === 0 && week === null) {
        return { news: [], calendar: [], error: MARKET_DATA_UNAVAILABLE };
      }
      const calendar: CalendarEvent[] = week ? eventsOnDay(week, { now: now(), timeZone }) : [];
      return { news: mergeNews(availableNews, MAX_MERGED_NEWS), calendar };
    },
  };
}
