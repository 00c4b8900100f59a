import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { FullTextHit } from './search-engine';

export const MIN_FULL_TEXT_QUERY = 2;

type Engine =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; search: (query: string) => FullTextHit[] };

/** Full-text hits for the query; the index is fetched the first time the query is long enough. */
export function useFullTextSearch(query: string): { status: Engine['status']; hits: FullTextHit[] } {
  const [engine, setEngine] = useState<Engine>({ status: 'idle' });
  const wanted = query.trim().length >= MIN_FULL_TEXT_QUERY;

  useEffect(() => {
    if (!wanted || engine.status !== 'idle') return;
    setEngine({ status: 'loading' });
    import('./search-engine').then(
      (module) => setEngine({ status: 'ready', search: module.searchPages }),
      () => setEngine({ status: 'failed' }),
    );
  }, [wanted, engine.status]);

  const deferredQuery = useDeferredValue(query.trim());
  const hits = useMemo(
    () =>
      engine.status === 'ready' && deferredQuery.length >= MIN_FULL_TEXT_QUERY
        ? engine.search(deferredQuery)
        : [],
    [engine, deferredQuery],
  );
  return { status: engine.status, hits };
}
