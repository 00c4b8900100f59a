CREATE TABLE "call_rollup" (
	"bucket_start" timestamp with time zone NOT NULL,
	"agent_id" text NOT NULL,
	"dials" integer DEFAULT 0 NOT NULL,
	"connected" integer DEFAULT 0 NOT NULL,
	"talk_seconds" integer DEFAULT 0 NOT NULL,
	"meetings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_rollup_bucket_start_agent_id_pk" PRIMARY KEY("bucket_start","agent_id")
);
--> statement-breakpoint
ALTER TABLE "call_rollup" ADD CONSTRAINT "call_rollup_agent_id_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps call_rollup equal to client_calls summed per agent and 15 minutes of UTC (docs/decisions/0021),
-- in the statement that writes the calls: logging a call, and the cascade of a client's deletion
-- (its calls go, and so do their figures). Statement-level like client_counts (0005): a bulk
-- insert costs one upsert per bucket touched, in key order so writers lock rows in the same order.
-- Outcomes counted as connected and as meetings: CALL_OUTCOME_INFO in src/shared/domain/calls.ts.
CREATE FUNCTION "call_rollup_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO call_rollup (bucket_start, agent_id, dials, connected, talk_seconds, meetings)
      SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), agent_id, count(*),
        count(*) FILTER (WHERE outcome IN ('connected', 'meeting-held')), sum(duration_seconds),
        count(*) FILTER (WHERE outcome = 'meeting-held')
      FROM new_rows WHERE agent_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (bucket_start, agent_id) DO UPDATE SET dials = call_rollup.dials + excluded.dials,
        connected = call_rollup.connected + excluded.connected,
        talk_seconds = call_rollup.talk_seconds + excluded.talk_seconds,
        meetings = call_rollup.meetings + excluded.meetings;
  ELSE
    UPDATE call_rollup r SET dials = r.dials - o.dials, connected = r.connected - o.connected,
        talk_seconds = r.talk_seconds - o.talk_seconds, meetings = r.meetings - o.meetings
      FROM (
        SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS bucket_start, agent_id,
          count(*) AS dials, count(*) FILTER (WHERE outcome IN ('connected', 'meeting-held')) AS connected,
          sum(duration_seconds) AS talk_seconds, count(*) FILTER (WHERE outcome = 'meeting-held') AS meetings
        FROM old_rows WHERE agent_id IS NOT NULL GROUP BY 1, 2
      ) o
      WHERE r.bucket_start = o.bucket_start AND r.agent_id = o.agent_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "client_calls_rollup_inserts" AFTER INSERT ON "client_calls"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "call_rollup_apply"();
--> statement-breakpoint
CREATE TRIGGER "client_calls_rollup_deletes" AFTER DELETE ON "client_calls"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "call_rollup_apply"();
--> statement-breakpoint
-- The calls logged before this migration.
INSERT INTO call_rollup (bucket_start, agent_id, dials, connected, talk_seconds, meetings)
  SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), agent_id, count(*),
    count(*) FILTER (WHERE outcome IN ('connected', 'meeting-held')), sum(duration_seconds),
    count(*) FILTER (WHERE outcome = 'meeting-held')
  FROM client_calls WHERE agent_id IS NOT NULL GROUP BY 1, 2;
