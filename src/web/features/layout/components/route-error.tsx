import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button';
import { NotFoundPage } from './not-found-page';

/** Shown when a screen fails to load or render (for example a stale bundle after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center"
    >
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">This screen could not be shown. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
