import type { Options, SearchOptions } from 'minisearch';

/** One page of the full-text index; `text` is the page as plain text, for snippets. */
export type KbSearchDocument = { id: string; title: string; headings: string; text: string };

// Words are runs of letters and digits, so "$250" is found by "250" and "MT4/MT5" by "mt5".
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

/** Used both to build the index (at build time) and to load it (in the browser): they must match. */
export const INDEX_OPTIONS: Options<KbSearchDocument> = {
  idField: 'id',
  fields: ['title', 'headings', 'text'],
  storeFields: [],
  tokenize,
};

// Typos are forgiven by one letter in longer words only, and rank below exact and prefix matches,
// so "drawdown" does not bring up "dropdown".
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 3, headings: 2 },
  prefix: true,
  fuzzy: (term) => (term.length > 5 ? 1 : false),
  maxFuzzy: 1,
  weights: { fuzzy: 0.2, prefix: 0.6 },
  combineWith: 'AND',
};
