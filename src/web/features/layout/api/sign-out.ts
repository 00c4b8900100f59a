import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/domain';
import { toast } from '#web/components/ui/use-toast';
import { ME_KEY } from '#web/features/auth';
import { ApiError, api } from '#web/lib/api';
import { announceSignOut } from '#web/lib/session-broadcast';

export function signOut(): Promise<{ success: boolean }> {
  return api<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * Signs out on the server; local state is cleared whatever the answer (spec §4). A failure is
 * shown unless the session was already gone (403 or session_not_found, spec §8).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    // The other tabs hear of it only when the session is gone on the server too: after a failed
    // sign-out (offline, 5xx) they would drop to sign-in, and the next check would bring them back.
    onSuccess: () => announceSignOut(),
    onError: (error) => {
      const ignorable =
        error instanceof ApiError && (error.status === 403 || error.code === 'session_not_found');
      if (ignorable) announceSignOut();
      else toast({ title: MESSAGES.signOutFailed.title, description: error.message, variant: 'destructive' });
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
      navigate('/login', { replace: true });
    },
  });
}
