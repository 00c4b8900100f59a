-- Trigram indexes queue new entries in a pending list again, now capped at 256 kB instead of
-- GIN's 4 MB (schema: modules/clients/tables.ts, GIN_OPTIONS; decision 0036). Only the index
-- options change: nothing is rebuilt, and entries already in an index stay where they are.
ALTER INDEX "clients_name_folded_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "clients_email_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "clients_phone_digits_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);
