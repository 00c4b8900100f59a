import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { MESSAGES } from '#shared/domain';
import { toast } from '#web/components/ui/use-toast';
// From its own file: going through the auth index adds a few bytes to the first bundle (DESIGN §8).
import { ME_KEY } from '#web/features/auth/api/get-me';
import { onUnauthorized } from '#web/lib/api';
import { announceSessionEnd, onSignOutElsewhere } from '#web/lib/session-broadcast';
import { AppProviders } from './app-providers';
import { loadMatchedRoutes, readHydrationData } from './prerendered-routes';
import { createQueryClient } from './query-client';
import { patchRoutesOnNavigation, routes } from './router';
import './styles.css';

const queryClient = createQueryClient();

// The server said the session ended, or another tab signed out: say so, forget the user, and the
// guards return to sign-in (and, once signed in again, to the screen that was open).
function sessionEnded() {
  if (queryClient.getQueryData(ME_KEY)) {
    // Open forms keep their typing as drafts while they are still on the screen.
    announceSessionEnd();
    toast({ title: MESSAGES.sessionEnded, variant: 'destructive' });
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
    queryClient.setQueryData(ME_KEY, null);
  }
}
onUnauthorized(sessionEnded);
onSignOutElsewhere(sessionEnded);

/**
 * Public pages arrive prerendered (scripts/prerender.mjs): React takes over that HTML (hydrates)
 * once the routes it shows are loaded. Other pages are rendered here from an empty root.
 */
async function start(rootElement: HTMLElement) {
  const prerendered = rootElement.hasChildNodes();
  if (prerendered) await loadMatchedRoutes(routes, window.location);
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation,
    ...(prerendered ? { hydrationData: readHydrationData() } : {}),
  });
  const app = (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (prerendered) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
  // Notifications (Radix Toast) load once the page is idle: a toast raised before waits in its store.
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  whenIdle(() => void mountToaster(), { timeout: 1000 });
}

async function mountToaster() {
  const { Toaster } = await import('#web/components/ui/toaster');
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(
    <StrictMode>
      <Toaster />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
