DROP INDEX "client_status_events_changed_idx";--> statement-breakpoint
DROP INDEX "invoices_issued_idx";--> statement-breakpoint
ALTER TABLE "client_status_events" ADD COLUMN "agent_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "agent_id" text;--> statement-breakpoint
-- The present owner of each status event and invoice (docs/decisions/0026): the reports count a
-- client's history for the agent who holds the client now, and read it from a date range of
-- client_status_events_changed_idx / invoices_issued_idx alone instead of looking each row's client
-- up. A new row copies its client's agent (the writers insert it after the client row, in the
-- transaction that holds the client's row lock); a reassignment, an agent's removal (ON DELETE SET
-- NULL is an UPDATE of clients) included, rewrites that client's rows at the end of its statement,
-- so a status event written in the same statement as the reassignment takes the new agent too.
CREATE FUNCTION "report_owner_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.agent_id INTO NEW.agent_id FROM clients c WHERE c.id = NEW.client_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "client_status_events_owner" BEFORE INSERT ON "client_status_events"
  FOR EACH ROW EXECUTE FUNCTION "report_owner_set"();
--> statement-breakpoint
CREATE TRIGGER "invoices_owner" BEFORE INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "report_owner_set"();
--> statement-breakpoint
CREATE FUNCTION "client_history_owner_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_status_events SET agent_id = NEW.agent_id
    WHERE client_id = NEW.id AND agent_id IS DISTINCT FROM NEW.agent_id;
  UPDATE invoices SET agent_id = NEW.agent_id
    WHERE client_id = NEW.id AND agent_id IS DISTINCT FROM NEW.agent_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_history_owner" AFTER UPDATE OF agent_id ON "clients"
  FOR EACH ROW WHEN (OLD.agent_id IS DISTINCT FROM NEW.agent_id) EXECUTE FUNCTION "client_history_owner_apply"();
--> statement-breakpoint
-- The rows written before this migration; the indexes are built after it.
UPDATE client_status_events e SET agent_id = c.agent_id FROM clients c
  WHERE c.id = e.client_id AND c.agent_id IS NOT NULL;
--> statement-breakpoint
UPDATE invoices i SET agent_id = c.agent_id FROM clients c
  WHERE c.id = i.client_id AND c.agent_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "client_status_events_changed_idx" ON "client_status_events" USING btree ("changed_at","agent_id","status","client_id","previous_status","previous_changed_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","agent_id","client_id","plan","amount");