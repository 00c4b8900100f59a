import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import { clientCounts } from '#server/db/schema';
import type { ClientFilters } from '#shared/schemas/clients';
import { clientScope } from './client-scope';

/**
 * The total of an unsearched client list from the maintained client_counts: its filters are an
 * agent and a status at most, which a few counter rows answer however many clients match
 * (docs/decisions/0008).
 */
export function countedTotal(actor: SessionUser, filters: ClientFilters): SQL {
  return sql`(select coalesce(sum(${clientCounts.n}), 0)::int from ${clientCounts}
    where ${clientScope('clientCounts', actor, filters) ?? sql`true`})`;
}

/** Whether the maintained counts can give a list's total: not for a search, the idle or the source filter. */
export function hasCountedTotal(filters: ClientFilters): boolean {
  return !filters.search && !filters.idle && !filters.source;
}
