CREATE TABLE "call_day_rollup" (
	"day" date NOT NULL,
	"agent_id" text NOT NULL,
	"dials" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_day_rollup_day_agent_id_pk" PRIMARY KEY("day","agent_id")
);
--> statement-breakpoint
ALTER TABLE "client_status_events" ADD COLUMN "previous_status" text;--> statement-breakpoint
ALTER TABLE "client_status_events" ADD COLUMN "previous_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_day_rollup" ADD CONSTRAINT "call_day_rollup_agent_id_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The stay each status event ends (docs/decisions/0026): the client's latest earlier event, read
-- through client_status_events_client_changed_idx when the event is written, so the time-in-status
-- report reads a stay from one row of a date range instead of looking up each event's predecessor.
-- Every writer appends events in time order (new ones take clock_timestamp()).
CREATE FUNCTION "client_status_events_previous"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.status, e.changed_at INTO NEW.previous_status, NEW.previous_changed_at
    FROM client_status_events e
    WHERE e.client_id = NEW.client_id AND e.changed_at <= NEW.changed_at AND e.id <> NEW.id
    ORDER BY e.changed_at DESC, e.id DESC
    LIMIT 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "client_status_events_previous" BEFORE INSERT ON "client_status_events"
  FOR EACH ROW EXECUTE FUNCTION "client_status_events_previous"();
--> statement-breakpoint
-- The events written before this migration.
UPDATE client_status_events e SET previous_status = p.previous_status, previous_changed_at = p.previous_changed_at
  FROM (
    SELECT id, lag(status) OVER w AS previous_status, lag(changed_at) OVER w AS previous_changed_at
    FROM client_status_events WINDOW w AS (PARTITION BY client_id ORDER BY changed_at, id)
  ) p
  WHERE p.id = e.id AND p.previous_changed_at IS NOT NULL;
--> statement-breakpoint
-- Keeps call_day_rollup equal to call_rollup summed per agent and UTC day, in the statement that
-- writes call_rollup (which the triggers of 0014 write in the statement that writes the calls).
-- A bucket's first call inserts its row, later ones update it (ON CONFLICT), a client's deletion
-- lowers it: each is applied as a difference, in key order as the other rollups are. Removals only
-- update rows, so a cascade from a removed agent never re-creates the agent's day rows.
CREATE FUNCTION "call_day_rollup_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO call_day_rollup (day, agent_id, dials)
      SELECT (bucket_start AT TIME ZONE 'UTC')::date, agent_id, sum(dials) FROM new_rows
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, agent_id) DO UPDATE SET dials = call_day_rollup.dials + excluded.dials;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE call_day_rollup r SET dials = r.dials + c.dials
      FROM (
        SELECT day, agent_id, sum(dials) AS dials FROM (
          SELECT (bucket_start AT TIME ZONE 'UTC')::date AS day, agent_id, dials FROM new_rows
          UNION ALL
          SELECT (bucket_start AT TIME ZONE 'UTC')::date, agent_id, -dials FROM old_rows
        ) d GROUP BY 1, 2 HAVING sum(dials) <> 0
      ) c
      WHERE r.day = c.day AND r.agent_id = c.agent_id;
  ELSE
    UPDATE call_day_rollup r SET dials = r.dials - c.dials
      FROM (
        SELECT (bucket_start AT TIME ZONE 'UTC')::date AS day, agent_id, sum(dials) AS dials FROM old_rows GROUP BY 1, 2
      ) c
      WHERE r.day = c.day AND r.agent_id = c.agent_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "call_rollup_day_inserts" AFTER INSERT ON "call_rollup"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "call_day_rollup_apply"();
--> statement-breakpoint
CREATE TRIGGER "call_rollup_day_updates" AFTER UPDATE ON "call_rollup"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "call_day_rollup_apply"();
--> statement-breakpoint
CREATE TRIGGER "call_rollup_day_deletes" AFTER DELETE ON "call_rollup"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "call_day_rollup_apply"();
--> statement-breakpoint
-- The calls logged before this migration.
INSERT INTO call_day_rollup (day, agent_id, dials)
  SELECT (bucket_start AT TIME ZONE 'UTC')::date, agent_id, sum(dials) FROM call_rollup GROUP BY 1, 2;
--> statement-breakpoint
-- Built after the backfill, which then has one index fewer to keep.
CREATE INDEX "client_status_events_changed_idx" ON "client_status_events" USING btree ("changed_at","status","client_id","previous_status","previous_changed_at");
--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","client_id","plan","amount");
