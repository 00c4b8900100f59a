CREATE TABLE "client_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"agent_id" text,
	"agent_name" text NOT NULL,
	"outcome" text NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_contact_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "call_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "next_follow_up_at" timestamp with time zone;--> statement-breakpoint
-- A client's last contact is its latest status change or note (calls start with this table), or
-- its creation; filled before the indexes are built, so they are built once.
UPDATE "clients" SET "last_contact_at" = greatest(
  "created_at",
  (SELECT max("changed_at") FROM "client_status_events" e WHERE e."client_id" = "clients"."id"),
  (SELECT max("created_at") FROM "client_notes" n WHERE n."client_id" = "clients"."id")
);--> statement-breakpoint
ALTER TABLE "client_calls" ADD CONSTRAINT "client_calls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_calls" ADD CONSTRAINT "client_calls_agent_id_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_calls_client_created_idx" ON "client_calls" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "client_calls_created_idx" ON "client_calls" USING btree ("created_at","agent_id","outcome","duration_seconds");--> statement-breakpoint
CREATE INDEX "clients_agent_follow_up_idx" ON "clients" USING btree ("agent_id","next_follow_up_at","id") WHERE next_follow_up_at is not null;--> statement-breakpoint
CREATE INDEX "clients_follow_up_idx" ON "clients" USING btree ("next_follow_up_at","id") WHERE next_follow_up_at is not null;--> statement-breakpoint
CREATE INDEX "clients_agent_never_called_idx" ON "clients" USING btree ("agent_id","created_at","id") WHERE status = 'new-client' and call_count = 0 and next_follow_up_at is null;--> statement-breakpoint
CREATE INDEX "clients_never_called_idx" ON "clients" USING btree ("created_at","id") WHERE status = 'new-client' and call_count = 0 and next_follow_up_at is null;--> statement-breakpoint
CREATE INDEX "clients_status_contact_idx" ON "clients" USING btree ("status","last_contact_at","agent_id");