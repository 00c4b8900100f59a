-- Keeps client_counts exact (docs/decisions/0008): one statement-level trigger per kind of change
-- aggregates the statement's rows, so a bulk insert or a reassignment of 2,000 clients costs one
-- upsert per (agent, status) touched. Rows are upserted in key order, so two transactions always
-- lock counter rows in the same order and cannot deadlock on them.
CREATE FUNCTION "client_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO client_counts (agent_key, status, n)
      SELECT coalesce(agent_id, ''), status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (agent_key, status) DO UPDATE SET n = client_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO client_counts (agent_key, status, n)
      SELECT coalesce(agent_id, ''), status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (agent_key, status) DO UPDATE SET n = client_counts.n + excluded.n;
  ELSE
    INSERT INTO client_counts (agent_key, status, n)
      SELECT agent_key, status, sum(delta) FROM (
        SELECT coalesce(agent_id, '') AS agent_key, status, count(*) AS delta FROM new_rows GROUP BY 1, 2
        UNION ALL
        SELECT coalesce(agent_id, ''), status, -count(*) FROM old_rows GROUP BY 1, 2
      ) changes
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (agent_key, status) DO UPDATE SET n = client_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "client_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_count_inserts" AFTER INSERT ON "clients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "clients_count_updates" AFTER UPDATE ON "clients"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "clients_count_deletes" AFTER DELETE ON "clients"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "clients_count_truncates" AFTER TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_reset"();
--> statement-breakpoint
-- Clients that exist before the triggers; the triggers' lock on clients keeps writers out until
-- this migration commits, so nothing is counted twice or missed.
INSERT INTO client_counts (agent_key, status, n)
  SELECT coalesce(agent_id, ''), status, count(*) FROM clients GROUP BY 1, 2;
