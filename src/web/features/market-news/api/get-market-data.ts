import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * `refresh` asks with `refresh=1`: the server then retries feeds that failed, and its answer is
 * never stored, so the request cannot be answered from the browser's cache either.
 */
export async function fetchMarketData(
  timeZone: string,
  { signal, refresh = false }: { signal?: AbortSignal; refresh?: boolean } = {},
): Promise<MarketData> {
  const query = `tz=${encodeURIComponent(timeZone)}${refresh ? '&refresh=1' : ''}`;
  const body = await api<unknown>(`/api/market-data?${query}`, { signal });
  return asMarketData(body);
}

/** News plus today's calendar in `timeZone`; the server caches the feeds, so a minute here is plenty. */
export function useMarketData(timeZone: string) {
  return useQuery({
    queryKey: marketDataKey(timeZone),
    queryFn: ({ signal }) => fetchMarketData(timeZone, { signal }),
    // An answer that says the feeds failed is asked again on the next visit; good data for a minute.
    staleTime: (query) => (query.state.data?.error ? 0 : 60_000),
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/**
 * The Refresh button: fetches into the same query, past every cache. A failure lands in the
 * query's state, where the page shows it, so the returned promise never rejects.
 */
export function useRefreshMarketData(timeZone: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () =>
    queryClient
      .fetchQuery({
        queryKey: marketDataKey(timeZone),
        queryFn: ({ signal }) => fetchMarketData(timeZone, { signal, refresh: true }),
        staleTime: 0,
      })
      .then(
        () => undefined,
        () => undefined,
      );
}

/** What the 'Error' toast says (spec §8): the server's message, else the standard one. */
export function marketDataErrorMessage(error: Error): string {
  // An error answer without a message of its own (e.g. a proxy's 502 page) gets the spec's text.
  if (error instanceof ApiError && error.code === 'http_error') return MESSAGES.marketDataFailed.description;
  return error.message || MESSAGES.marketDataFailed.description;
}
