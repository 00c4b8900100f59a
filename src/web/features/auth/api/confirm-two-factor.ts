import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { ME_KEY } from './get-me';

/** With a session, verify-totp confirms the set-up: two-factor sign-in is on from here. */
export function confirmTwoFactor(code: string): Promise<{ user: Me }> {
  return api<{ user: Me }>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}

/** The profile is not refreshed here: the backup codes are shown first, then the caller does. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return {
    ...useMutation({ mutationFn: confirmTwoFactor }),
    refresh: () => queryClient.invalidateQueries({ queryKey: ME_KEY }),
  };
}
