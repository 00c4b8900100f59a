import { pages } from 'virtual:kb-pages';
import {
  ClipboardCheck,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  Phone,
  SearchX,
  Server,
} from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { articleCards } from '../content/pages';
import { filterArticles } from '../search/filter-articles';
import { MIN_FULL_TEXT_QUERY, useFullTextSearch } from '../search/use-full-text-search';
import { FullTextResults } from './full-text-results';
import { PageCard } from './page-card';
import { SearchBox } from './search-box';
import { useDocumentTitle } from './use-document-title';

const ICONS: Record<string, LucideIcon> = {
  'client-script': Phone,
  'vps-info': Server,
  training: GraduationCap,
  'panel-guide': LayoutDashboard,
  'market-news': Newspaper,
  'executive-protocols': ClipboardCheck,
};

const CARDS = articleCards(pages);

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** /knowledge-base: the six article cards, filtered by the search box, plus full-text matches. */
export function KbIndexPage() {
  useDocumentTitle(null);
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  // The box owns the text; the URL copy (?q=) brings the search back after visiting a result.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  useEffect(() => {
    const trimmed = query.trim();
    if ((params.get('q') ?? '') === trimmed) return;
    setParams(trimmed ? { q: trimmed } : {}, { replace: true, preventScrollReset: true });
  }, [query, params, setParams]);

  const cards = useMemo(() => filterArticles(CARDS, query), [query]);
  const fullText = useFullTextSearch(query);
  const searching = query.trim().length > 0;
  const fullTextWanted = query.trim().length >= MIN_FULL_TEXT_QUERY;

  let summary = '';
  if (searching) {
    summary = plural(cards.length, 'article matches.', 'articles match.');
    if (fullText.status === 'ready' && fullTextWanted) {
      summary += ` ${plural(fullText.hits.length, 'page mentions', 'pages mention')} "${query.trim()}".`;
    }
  }

  return (
    <div className="grid gap-8">
      <div className="grid gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Knowledge Base</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Call scripts, training, product and market guides for the sales team. Open to everyone, no sign-in
            needed.
          </p>
        </div>
        <SearchBox value={query} onChange={setQuery} />
        <p role="status" className="sr-only">
          {summary}
        </p>
      </div>

      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="sr-only">
          Articles
        </h2>
        {cards.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((page) => (
              <li key={page.slug}>
                <PageCard
                  to={page.path}
                  title={page.title}
                  description={page.description}
                  icon={ICONS[page.slug]}
                  headingLevel="h3"
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-card px-4 py-10 text-center">
            <SearchX className="size-8 text-faint" aria-hidden />
            <h3 className="text-lg font-semibold text-foreground">No Results Found</h3>
            <p className="max-w-md text-sm text-muted-foreground">
              No article title or description matches “{query.trim()}”. Try another word
              {fullText.hits.length > 0 ? ', or open one of the pages below that mention it.' : '.'}
            </p>
          </div>
        )}
      </section>

      {fullTextWanted ? <FullTextResults status={fullText.status} hits={fullText.hits} /> : null}
    </div>
  );
}
