import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { KB_ROOT } from '../content/pages';
import { useDocumentTitle } from './use-document-title';

/** An unknown address under /knowledge-base, shown inside the knowledge-base frame. */
export function KbNotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p className="text-sm font-semibold text-link">404</p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">
        There is no knowledge base page at this address. The link may be mistyped, or the page may have moved.
      </p>
      <Button asChild>
        <Link to={KB_ROOT}>Browse the Knowledge Base</Link>
      </Button>
    </div>
  );
}
