import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export function getSetupStatus(token: string): Promise<{ valid: boolean }> {
  return api<{ valid: boolean }>(`/api/setup/status?token=${encodeURIComponent(token)}`);
}

/** Whether a first-admin setup link still works; asked only when the link carries a token. */
export function useSetupStatus(token: string) {
  return useQuery({
    queryKey: ['setup-status', token],
    queryFn: () => getSetupStatus(token),
    enabled: token.length > 0,
  });
}
