import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ClientStatus } from '#shared/domain';
import type { BoardCardsPage, BoardColumns } from '#shared/schemas/board';
import { api } from '#web/lib/api';
import { toQueryString } from '#web/lib/query-string';
import { type BoardFilters, boardKeys } from './query-keys';

export function getBoardColumns(filters: BoardFilters, signal?: AbortSignal): Promise<BoardColumns> {
  return api<BoardColumns>(`/api/board/columns${toQueryString(filters)}`, { signal });
}

export function getBoardCards(
  status: ClientStatus,
  filters: BoardFilters,
  after: string | undefined,
  signal?: AbortSignal,
): Promise<BoardCardsPage> {
  // The page size is the server's default (BOARD_PAGE_SIZE).
  const query = toQueryString({ ...filters, status, after });
  return api<BoardCardsPage>(`/api/board/cards${query}`, { signal });
}

/** Every column's server count and invoice total; the last figures stay while new filters load. */
export function useBoardColumns(filters: BoardFilters) {
  return useQuery({
    queryKey: boardKeys.columns(filters),
    queryFn: ({ signal }) => getBoardColumns(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** One column's cards, a keyset page at a time, in the server's order. */
export function useBoardCards(status: ClientStatus, filters: BoardFilters) {
  return useInfiniteQuery({
    queryKey: boardKeys.cards(status, filters),
    queryFn: ({ pageParam, signal }) => getBoardCards(status, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
