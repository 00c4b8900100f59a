-- Trigram indexes take new entries directly (schema/clients.ts, GIN_OPTIONS): a search no longer
-- scans a pending list that every client update grows. The pending list already there is merged
-- into the index now, so the first searches after this migration do not pay for it.
ALTER INDEX "clients_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "clients_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "clients_phone_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('clients_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('clients_email_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('clients_phone_trgm_idx'::regclass);
