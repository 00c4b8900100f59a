import { useQuery } from '@tanstack/react-query';
import type { SessionList } from '#shared/schemas/account-security';
import { api } from '#web/lib/api';

export const SESSIONS_KEY = ['me-sessions'] as const;

export function getSessions(): Promise<SessionList> {
  return api<SessionList>('/api/me/sessions');
}

/** The signed-in user's active sessions, this one marked `current`. */
export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: getSessions });
}
