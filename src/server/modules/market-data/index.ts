export * from '#shared/schemas/market-data';
export { FeedFormatError } from './feed-format-error';
export { FeedFetchError, fetchText } from './fetch-feed';
export { eventsOnDay, parseCalendar, parseCalendarWeek } from './normalise-calendar';
export { parseNewsFeed } from './normalise-news';
export { type MarketDataRoutesOptions, marketDataQuerySchema, marketDataRoutes } from './routes';
export {
  createMarketDataService,
  type MarketDataLogger,
  type MarketDataService,
  type MarketDataServiceOptions,
} from './service';
