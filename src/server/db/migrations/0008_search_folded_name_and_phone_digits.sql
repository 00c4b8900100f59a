-- Search ignores case and accents in names and reads phone numbers by their digits
-- (docs/decisions/0014). unaccent is STABLE because its rules file could change; this wrapper
-- promises the rules stay put, which an index or a generated column needs. Names are qualified
-- so the function means the same under any search_path (a restore runs with an empty one).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_phone_trgm_idx";--> statement-breakpoint
-- One ALTER, so existing rows are rewritten (and both columns filled) once.
ALTER TABLE "clients"
  ADD COLUMN "name_folded" text GENERATED ALWAYS AS (search_fold("name")) STORED,
  ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]+', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "clients_name_folded_trgm_idx" ON "clients" USING gin ("name_folded" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "clients_phone_digits_trgm_idx" ON "clients" USING gin ("phone_digits" gin_trgm_ops) WITH (fastupdate=false);
