import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { type ClientFilterParts, clientFilterParts } from '#server/modules/clients/client-filters';
import { STATUS_FILTER_ALL } from '#shared/domain';
import type { BoardColumnsQuery } from '#shared/schemas/board';

/**
 * The board's filter as the client list builds it (client-filters.ts): who sees what, the admin's
 * agent filter, and the very same search. Every status at once: a column's own status is added
 * by the caller, since an agent's search would otherwise drop it (client-scope.ts).
 */
export function boardFilterParts(
  db: Db,
  actor: SessionUser,
  { agentId, search }: BoardColumnsQuery,
): Promise<ClientFilterParts> {
  return clientFilterParts(db, actor, { agentId, search, status: STATUS_FILTER_ALL });
}
