import { QUERY_ROOTS } from '#web/lib/query-roots';

/**
 * The Today queue and a client's full timeline change with every client write (a call, a status,
 * a note, a follow-up), so they sit under the clients family: one invalidation of that root after
 * any client write refreshes them too.
 */
export const callingKeys = {
  queue: (agentId: string | undefined) => [QUERY_ROOTS.clients, 'work-queue', agentId ?? 'own'] as const,
  activity: (clientId: string) => [QUERY_ROOTS.clients, 'activity', clientId] as const,
  callingSettings: () => [QUERY_ROOTS.callingSettings] as const,
};
