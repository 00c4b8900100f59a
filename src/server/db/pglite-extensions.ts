import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The contrib extensions the migrations create (trigram search; unaccent behind search_fold,
 * migration 0008). PGlite must be handed them on every open, not only the first, or a query
 * that reaches one of their functions fails; every place that opens a PGlite passes these. Each
 * key is its module's name under `@electric-sql/pglite/contrib/` and the name it exports: the
 * database's thread (pglite-worker.js) loads them by these names.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
