import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogCallAnswer, LogCallBody } from '#shared/schemas/calls';
import { api } from '#web/lib/api';
import { QUERY_ROOTS } from '#web/lib/query-roots';

type LogCallInput = { clientId: string; body: LogCallBody; idempotencyKey?: string };

export function logCall({ clientId, body, idempotencyKey }: LogCallInput): Promise<LogCallAnswer> {
  return api<LogCallAnswer>(`/api/clients/${encodeURIComponent(clientId)}/calls`, {
    method: 'POST',
    body,
    idempotencyKey,
  });
}

/**
 * A call moves the client in the Today queue, may end its idleness and adds to its timeline: which
 * lists it now belongs to only the server can say, so the client family refetches.
 */
export function useLogCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.clients] }),
  });
}
