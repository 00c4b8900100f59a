import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The contrib extensions the migrations create (trigram search; unaccent behind search_fold,
 * migration 0008). PGlite must be handed them on every open, not only the first, or a query
 * that reaches one of their functions fails; every place that opens a PGlite passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
