import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, SignInBody } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { ME_KEY } from './get-me';

export function signIn(body: SignInBody): Promise<{ user: Me }> {
  return api<{ user: Me }>('/api/auth/sign-in/email', { method: 'POST', body });
}

/**
 * Signs in and stores the user. `onSignedIn` runs in the same step: storing the user makes the
 * sign-in guard leave the screen, after which a caller's own callbacks would no longer run.
 */
export function useSignIn(onSignedIn: (user: Me) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ME_KEY, user);
      onSignedIn(user);
    },
  });
}
