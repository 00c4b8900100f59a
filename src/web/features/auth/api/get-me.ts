import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { announceSessionEnd } from '#web/lib/session-broadcast';

export const ME_KEY = ['me'] as const;

/**
 * The signed-in user, or null when signed out (get-session answers null rather than 401, so the
 * public pages can ask too). The server answers it with the same session decision as every API
 * request, usually from memory (docs/decisions/0018).
 */
export async function getMe(): Promise<Me | null> {
  const session = await api<{ user: Me } | null>('/api/auth/get-session');
  return session?.user ?? null;
}

/**
 * Polled so that an idle screen goes back to sign-in soon after its session is ended elsewhere.
 * A check that finds a signed-in user gone tells the open forms first, which keep their typing.
 */
export function useMe() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      const me = await getMe();
      if (!me && queryClient.getQueryData(ME_KEY)) announceSessionEnd();
      return me;
    },
    staleTime: 30_000,
    refetchInterval: 30_000,
  });
}
