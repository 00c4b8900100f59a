import { useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/auth';
import { api } from '#web/lib/api';

export const ME_KEY = ['me'] as const;

export type Role = Me['role'];

/** The signed-in user, or null when signed out (get-session answers null rather than 401). */
export async function fetchMe(): Promise<Me | null> {
  const session = await api<{ user: Me } | null>('/api/auth/get-session');
  return session?.user ?? null;
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 30_000, refetchInterval: 30_000 });
}

/** Where each role lives (spec §2: admins at /admin, everyone else at /agent). */
export function homeFor(role: Role): string {
  return role === 'admin' ? '/admin' : '/agent';
}
