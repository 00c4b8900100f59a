import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { ME_KEY } from './get-me';

export type SecondFactorKind = 'totp' | 'backup-code';
type Body = { kind: SecondFactorKind; code: string };

/** The sign-in's second step: the challenge cookie of the password step travels with it. */
export function verifySecondFactor({ kind, code }: Body): Promise<{ user: Me }> {
  return api<{ user: Me }>(`/api/auth/two-factor/verify-${kind}`, { method: 'POST', body: { code } });
}

type Callbacks = { onSignedIn: (user: Me) => void; onError: (error: Error) => void };

/** Like useSignIn: the callbacks are the hook's, as storing the user leaves the screen. */
export function useVerifySecondFactor({ onSignedIn, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ME_KEY, user);
      onSignedIn(user);
    },
    onError,
  });
}
