import { useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/account-security';
import { api } from '#web/lib/api';
import { ME_KEY } from './get-me';

/** Under ME_KEY, so whatever refreshes the user refreshes this too. */
export const PROFILE_KEY = [...ME_KEY, 'profile'] as const;

export function getProfile(): Promise<Profile> {
  return api<Profile>('/api/me');
}

/** The user with their two-factor state: whether it is on, and whether it must be. */
export function useProfile(enabled = true) {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: getProfile, enabled, staleTime: 30_000 });
}
