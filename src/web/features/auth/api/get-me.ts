import { useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/auth';
import { api } from '#web/lib/api';

export const ME_KEY = ['me'] as const;

/** The signed-in user, or null when signed out (get-session answers null rather than 401). */
export async function getMe(): Promise<Me | null> {
  const session = await api<{ user: Me } | null>('/api/auth/get-session');
  return session?.user ?? null;
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: getMe, staleTime: 30_000, refetchInterval: 30_000 });
}
