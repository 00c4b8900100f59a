ALTER TABLE "clients" ADD COLUMN "invoice_total" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_counts" ADD COLUMN "amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The pipeline board's invoice sums (docs/decisions/0025). clients.invoice_total is the sum of the
-- client's invoices, kept by statement triggers on invoices; changing it is an UPDATE of clients,
-- so the client_counts triggers (0005) carry it into client_counts.amount beside n, together with
-- every move of a client between owners and statuses and every delete. Rows are upserted in key
-- order, as before, so writers lock counter rows in the same order.
CREATE OR REPLACE FUNCTION "client_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO client_counts (agent_key, status, n, amount)
      SELECT coalesce(agent_id, ''), status, count(*), sum(invoice_total) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (agent_key, status) DO UPDATE
        SET n = client_counts.n + excluded.n, amount = client_counts.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO client_counts (agent_key, status, n, amount)
      SELECT coalesce(agent_id, ''), status, -count(*), -sum(invoice_total) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (agent_key, status) DO UPDATE
        SET n = client_counts.n + excluded.n, amount = client_counts.amount + excluded.amount;
  ELSE
    INSERT INTO client_counts (agent_key, status, n, amount)
      SELECT agent_key, status, sum(delta), sum(amount_delta) FROM (
        SELECT coalesce(agent_id, '') AS agent_key, status, count(*) AS delta, sum(invoice_total) AS amount_delta
          FROM new_rows GROUP BY 1, 2
        UNION ALL
        SELECT coalesce(agent_id, ''), status, -count(*), -sum(invoice_total) FROM old_rows GROUP BY 1, 2
      ) changes
      GROUP BY 1, 2 HAVING sum(delta) <> 0 OR sum(amount_delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (agent_key, status) DO UPDATE
        SET n = client_counts.n + excluded.n, amount = client_counts.amount + excluded.amount;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deleted client's invoices go by cascade after the client row: their UPDATE finds no row, and
-- the client's total left client_counts with the client.
CREATE FUNCTION "client_invoice_total_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE clients c SET invoice_total = c.invoice_total + d.delta
      FROM (SELECT client_id, sum(amount) AS delta FROM new_rows GROUP BY 1) d
      WHERE c.id = d.client_id AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE clients c SET invoice_total = c.invoice_total - d.delta
      FROM (SELECT client_id, sum(amount) AS delta FROM old_rows GROUP BY 1) d
      WHERE c.id = d.client_id AND d.delta <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE clients c SET invoice_total = c.invoice_total + d.delta
      FROM (
        SELECT client_id, sum(delta) AS delta FROM (
          SELECT client_id, amount AS delta FROM new_rows
          UNION ALL
          SELECT client_id, -amount FROM old_rows
        ) changes
        GROUP BY 1 HAVING sum(delta) <> 0
      ) d
      WHERE c.id = d.client_id;
  ELSE
    UPDATE clients SET invoice_total = 0 WHERE invoice_total <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_total_inserts" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_invoice_total_apply"();
--> statement-breakpoint
CREATE TRIGGER "invoices_total_updates" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_invoice_total_apply"();
--> statement-breakpoint
CREATE TRIGGER "invoices_total_deletes" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_invoice_total_apply"();
--> statement-breakpoint
CREATE TRIGGER "invoices_total_truncates" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_invoice_total_apply"();
--> statement-breakpoint
-- The invoices written before this migration: an UPDATE of their clients, which the new
-- client_counts_apply adds to client_counts.amount (every amount starts at 0). The ALTER TABLE's lock
-- on clients keeps writers out until this migration commits.
UPDATE clients c SET invoice_total = t.total
  FROM (SELECT client_id, sum(amount) AS total FROM invoices GROUP BY 1) t
  WHERE c.id = t.client_id AND t.total <> 0;
--> statement-breakpoint
-- Built after the backfill, which would otherwise update them too.
CREATE INDEX "clients_agent_status_updated_idx" ON "clients" USING btree ("agent_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_status_updated_idx" ON "clients" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
