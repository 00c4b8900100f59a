import { FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { FullTextHit } from '../search/search-engine';
import { HighlightedSnippet } from './highlighted-snippet';

type Props = { status: 'idle' | 'loading' | 'ready' | 'failed'; hits: FullTextHit[] };

/** Pages whose text matches the query, each with a highlighted excerpt. */
export function FullTextResults({ status, hits }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        Found in page text
      </h2>
      {status === 'idle' || status === 'loading' ? (
        <p className="text-sm text-muted-foreground">Searching page text...</p>
      ) : null}
      {status === 'failed' ? (
        <p className="text-sm text-muted-foreground">
          Full-text search is not available right now. Try again later.
        </p>
      ) : null}
      {status === 'ready' && hits.length === 0 ? (
        <p className="text-sm text-muted-foreground">No page text matches this search.</p>
      ) : null}
      {hits.length > 0 ? (
        <ul className="grid gap-2" aria-label="Pages that mention the search">
          {hits.map((hit) => (
            <li key={hit.path}>
              <Link
                to={hit.path}
                className="flex gap-3 rounded-lg border border-border bg-card p-4 transition hover:border-brand-500/50 hover:shadow-sm"
              >
                <FileText className="mt-0.5 size-5 shrink-0 text-link" aria-hidden />
                <span className="grid min-w-0 gap-1">
                  <span className="font-medium text-foreground">{hit.title}</span>
                  <span className="text-xs text-muted-foreground">{hit.path}</span>
                  <span className="text-sm leading-6 text-muted-foreground">
                    <HighlightedSnippet snippet={hit.snippet} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
