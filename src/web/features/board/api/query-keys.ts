import type { ClientStatus } from '#shared/domain';
import { QUERY_ROOTS } from '#web/lib/query-roots';

/** What narrows the whole board: an agent (admins only) and a search. */
export type BoardFilters = { agentId?: string; search?: string };

/**
 * The board is a view of clients: its columns and cards sit under the clients family, so the
 * invalidation every client write already makes (a status move, a call, an edit) refreshes the
 * counts, the amounts and the cards of both columns a move touches.
 */
export const boardKeys = {
  columns: (filters: BoardFilters) => [QUERY_ROOTS.clients, 'board', 'columns', filters] as const,
  cards: (status: ClientStatus, filters: BoardFilters) =>
    [QUERY_ROOTS.clients, 'board', 'cards', status, filters] as const,
};
