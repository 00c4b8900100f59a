CREATE TABLE "import_clients" (
	"import_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"kind" text NOT NULL,
	"previous" jsonb,
	"version_after" integer NOT NULL,
	"contact_after" timestamp with time zone NOT NULL,
	CONSTRAINT "import_clients_import_id_client_id_pk" PRIMARY KEY("import_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "import_prepared" (
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"name" text,
	"email" text,
	"email_key" text,
	"phone" text,
	"country" text,
	"status" text,
	"note" text,
	"agent_id" text,
	"error_field" text,
	"error_message" text,
	"phone_warning" text,
	"duplicate_of" integer,
	CONSTRAINT "import_prepared_import_id_row_no_pk" PRIMARY KEY("import_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "import_rows_import_id_row_no_pk" PRIMARY KEY("import_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"created_by_id" text,
	"created_by_email" text,
	"columns" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"options" jsonb,
	"prepared_with" text,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"next_agent" integer DEFAULT 0 NOT NULL,
	"reverted" integer DEFAULT 0 NOT NULL,
	"revert_refused" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_clients" ADD CONSTRAINT "import_clients_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_prepared" ADD CONSTRAINT "import_prepared_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_prepared_errors_idx" ON "import_prepared" USING btree ("import_id","row_no") WHERE error_message is not null;--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);