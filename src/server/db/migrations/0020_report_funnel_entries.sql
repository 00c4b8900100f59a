DROP INDEX "client_status_events_changed_idx";--> statement-breakpoint
ALTER TABLE "client_status_events" ADD COLUMN "previous_entry_at" timestamp with time zone;--> statement-breakpoint
-- The client's previous entry into the same status (docs/decisions/0026), read with the stay it
-- ends from the client's own events when an event is written, so the funnel counts each client
-- once per status in a range without hashing every event of the range by client: an event counts
-- when the client had not entered its status since the range began.
CREATE OR REPLACE FUNCTION "client_status_events_previous"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.status, e.changed_at INTO NEW.previous_status, NEW.previous_changed_at
    FROM client_status_events e
    WHERE e.client_id = NEW.client_id AND e.changed_at <= NEW.changed_at AND e.id <> NEW.id
    ORDER BY e.changed_at DESC, e.id DESC
    LIMIT 1;
  SELECT max(e.changed_at) INTO NEW.previous_entry_at
    FROM client_status_events e
    WHERE e.client_id = NEW.client_id AND e.status = NEW.status AND e.changed_at <= NEW.changed_at
      AND e.id <> NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The events written before this migration: only re-entries have one.
UPDATE client_status_events e SET previous_entry_at = p.previous_entry_at
  FROM (
    SELECT id, lag(changed_at) OVER (PARTITION BY client_id, status ORDER BY changed_at, id) AS previous_entry_at
    FROM client_status_events
  ) p
  WHERE p.id = e.id AND p.previous_entry_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "client_status_events_changed_idx" ON "client_status_events" USING btree ("changed_at","agent_id","status","client_id","previous_status","previous_changed_at","previous_entry_at");