import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '#shared/domain';
import type { MarketData } from '#shared/schemas/market-data';
import { ApiError, api } from '#web/lib/api';

export const marketDataKey = (timeZone: string) => ['market-data', timeZone] as const;

/** Checks the outer shape only: the server validates every item with the shared schema. */
export function asMarketData(body: unknown): MarketData {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Partial<
    Record<keyof MarketData, unknown>
  >;
  if (!Array.isArray(value.news) || !Array.isArray(value.calendar)) {
    throw new Error(MESSAGES.marketDataFailed.description);
  }
  return {
    news: value.news,
    calendar: value.calendar,
    ...(typeof value.error === 'string' && value.error !== '' ? { error: value.error } : {}),
  };
}

export async function fetchMarketData(timeZone: string, signal?: AbortSignal): Promise<MarketData> {
  const body = await api<unknown>(`/api/market-data?tz=${encodeURIComponent(timeZone)}`, { signal });
  return asMarketData(body);
}

/** News plus today's calendar in `timeZone`; the server caches the feeds, so a minute here is plenty. */
export function useMarketData(timeZone: string) {
  return useQuery({
    queryKey: marketDataKey(timeZone),
    queryFn: ({ signal }) => fetchMarketData(timeZone, signal),
    // An answer that says the feeds failed is asked again on the next visit; good data for a minute.
    staleTime: (query) => (query.state.data?.error ? 0 : 60_000),
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/** What the 'Error' toast says (spec §8): the server's message, else the standard one. */
export function marketDataErrorMessage(error: Error): string {
  // An error answer without a message of its own (e.g. a proxy's 502 page) gets the spec's text.
  if (error instanceof ApiError && error.code === 'http_error') return MESSAGES.marketDataFailed.description;
  return error.message || MESSAGES.marketDataFailed.description;
}
