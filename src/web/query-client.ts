import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api';

/** The app's query defaults, shared by the browser and the build's prerendering (prerender.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network errors and 5xx get two more tries.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}
