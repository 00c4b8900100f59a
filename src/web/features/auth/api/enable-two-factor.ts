import { useMutation } from '@tanstack/react-query';
import type { ConfirmPasswordBody, TwoFactorSetup } from '#shared/schemas/account-security';
import { api } from '#web/lib/api';

/** Starts the set-up: the secret (as an otpauth URI) and backup codes; on after confirmation. */
export function enableTwoFactor(body: ConfirmPasswordBody): Promise<TwoFactorSetup> {
  return api<TwoFactorSetup>('/api/auth/two-factor/enable', { method: 'POST', body });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
