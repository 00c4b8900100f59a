import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button';
import { KbNotFound } from './kb-not-found';
import { useDocumentTitle } from './use-document-title';

/** A page that is unknown (404) or could not be loaded, e.g. offline or after a deploy. */
export function KbRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <KbNotFound />;
  return <KbLoadFailed />;
}

function KbLoadFailed() {
  useDocumentTitle('Page not available');
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">This page could not be loaded</h1>
      <p className="text-muted-foreground">Check your connection, then reload the page.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
