import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInAnswer } from '#shared/schemas/account-security';
import type { Me, SignInBody } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { ME_KEY } from './get-me';

export function signIn(body: SignInBody): Promise<SignInAnswer> {
  return api<SignInAnswer>('/api/auth/sign-in/email', { method: 'POST', body });
}

type Callbacks = {
  onSignedIn: (user: Me) => void;
  /** The password was right and the account has two-factor sign-in: ask for the code. */
  onSecondFactor: () => void;
  onError: (error: Error) => void;
};

/**
 * Signs in and stores the user. The callbacks are the hook's own, not `mutate`'s: storing the user
 * makes the sign-in guard leave the screen, after which callbacks given to `mutate` would not run.
 */
export function useSignIn({ onSignedIn, onSecondFactor, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if ('twoFactorRedirect' in answer) return onSecondFactor();
      queryClient.setQueryData(ME_KEY, answer.user);
      onSignedIn(answer.user);
    },
    onError,
  });
}
