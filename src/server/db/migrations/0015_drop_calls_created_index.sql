-- The daily figures read call_rollup (0014) now; this index only made every call insert dearer.
DROP INDEX "client_calls_created_idx";
