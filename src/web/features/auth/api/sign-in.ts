import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, SignInBody } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { ME_KEY } from './get-me';

export function signIn(body: SignInBody): Promise<{ user: Me }> {
  return api<{ user: Me }>('/api/auth/sign-in/email', { method: 'POST', body });
}

type Callbacks = { onSignedIn: (user: Me) => void; onError: (error: Error) => void };

/**
 * Signs in and stores the user. The callbacks are the hook's own, not `mutate`'s: storing the user
 * makes the sign-in guard leave the screen, after which callbacks given to `mutate` would not run.
 */
export function useSignIn({ onSignedIn, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ME_KEY, user);
      onSignedIn(user);
    },
    onError,
  });
}
