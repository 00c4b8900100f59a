import { documents, indexJson } from 'virtual:kb-search';
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type KbSearchDocument, SEARCH_OPTIONS } from './search-options';
import { buildSnippet, type Snippet } from './snippet';

// Loaded only once someone types in the search box: the index is built at build time and ships
// in its own chunk, so the knowledge-base index page stays small.

export type FullTextHit = { path: string; title: string; snippet: Snippet };

const index = MiniSearch.loadJSON<KbSearchDocument>(indexJson, INDEX_OPTIONS);
const byId = new Map(documents.map((doc) => [doc.id, doc]));

export function searchPages(query: string, limit = 8): FullTextHit[] {
  return index
    .search(query, SEARCH_OPTIONS)
    .slice(0, limit)
    .flatMap((result) => {
      const doc = byId.get(String(result.id));
      if (!doc) return [];
      return [{ path: doc.id, title: doc.title, snippet: buildSnippet(doc.text, result.terms) }];
    });
}
