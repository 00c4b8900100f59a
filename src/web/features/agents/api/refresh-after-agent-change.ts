import { useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '#web/lib/query-roots';
import { agentKeys } from './query-keys';

/** Every change to agents can change client owners and counts too, so both families refetch. */
export function useRefreshAfterAgentChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: agentKeys.all }),
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.clients] }),
    ]);
}
