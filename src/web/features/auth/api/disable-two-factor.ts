import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPasswordBody } from '#shared/schemas/account-security';
import { api } from '#web/lib/api';
import { PROFILE_KEY } from './get-profile';

export function disableTwoFactor(body: ConfirmPasswordBody): Promise<{ twoFactorEnabled: boolean }> {
  return api('/api/auth/two-factor/disable', { method: 'POST', body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
