import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MESSAGES } from '#shared/domain';
import { Toaster } from '#web/components/ui/toaster';
import { toast } from '#web/components/ui/use-toast';
// From its own file: going through the auth index adds a few bytes to the first bundle (DESIGN §8).
import { ME_KEY } from '#web/features/auth/api/get-me';
import { ApiError, onUnauthorized } from '#web/lib/api';
import { router } from './router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network errors and 5xx get two more tries.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});

// The server said the session ended: say so, forget the user, and the guards return to sign-in.
onUnauthorized(() => {
  if (queryClient.getQueryData(ME_KEY)) {
    toast({ title: MESSAGES.sessionEnded, variant: 'destructive' });
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
    queryClient.setQueryData(ME_KEY, null);
  }
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
