import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

type SignInState = { isPending: boolean; error: Error | null };

/**
 * Signs in and stores the user. The callbacks are the hook's own: storing the user makes the
 * sign-in guard leave the screen. Plain state rather than useMutation, which would add about 5 KB
 * gzip to the sign-in screen's first load (issue 18: at most 130 KB).
 */
export function useSignIn({ onSignedIn, onSecondFactor, onError }: Callbacks) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SignInState>({ isPending: false, error: null });
  const mutate = (body: SignInBody) => {
    setState({ isPending: true, error: null });
    signIn(body).then(
      (answer) => {
        setState({ isPending: false, error: null });
        if ('twoFactorRedirect' in answer) return onSecondFactor();
        queryClient.setQueryData(ME_KEY, answer.user);
        onSignedIn(answer.user);
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        setState({ isPending: false, error: failure });
        onError(failure);
      },
    );
  };
  return {
    mutate,
    reset: () => setState({ isPending: false, error: null }),
    isPending: state.isPending,
    isError: state.error !== null,
    error: state.error,
  };
}
