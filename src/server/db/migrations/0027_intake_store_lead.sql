-- A lead from an intake form stored in one call (docs/decisions/0032): the advisory lock on the
-- email, then, as statements of their own so each sees what an earlier holder of the lock
-- committed, either a note on the client the email already has among the form's agents (false)
-- or the new client, its first history entry, the lead's note and its client.created outbox rows
-- (true). One round trip in place of BEGIN, the lock, the write and COMMIT. The email is looked up
-- by EXECUTE, planned for its values on every call: a cached generic plan would look it up through
-- the trigram index instead of (agent_id, lower(email)).
CREATE OR REPLACE FUNCTION "intake_store_lead"(
  p_scope text[],
  p_name text,
  p_email text,
  p_phone text,
  p_country text,
  p_status text,
  p_agent_id text,
  p_utm_source text,
  p_utm_medium text,
  p_utm_campaign text,
  p_by text,
  p_note text,
  p_repeat_note text,
  p_event jsonb
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('intake:' || lower(p_email)));
  EXECUTE 'SELECT c.id FROM clients c WHERE c.agent_id = ANY($1) AND lower(c.email) = lower($2)
    ORDER BY c.created_at LIMIT 1' INTO v_id USING p_scope, p_email;
  IF v_id IS NOT NULL THEN
    UPDATE clients SET last_contact_at = greatest(last_contact_at, clock_timestamp()),
      utm_source = coalesce(utm_source, p_utm_source), utm_medium = coalesce(utm_medium, p_utm_medium),
      utm_campaign = coalesce(utm_campaign, p_utm_campaign)
      WHERE id = v_id;
    INSERT INTO client_notes (client_id, text, author_id, author_name) VALUES (v_id, p_repeat_note, NULL, p_name);
    RETURN false;
  END IF;
  INSERT INTO clients (name, email, phone, country, status, agent_id, utm_source, utm_medium, utm_campaign)
    VALUES (p_name, p_email, p_phone, p_country, p_status, p_agent_id, p_utm_source, p_utm_medium, p_utm_campaign)
    RETURNING id INTO v_id;
  INSERT INTO client_status_events (client_id, status, actor_id, actor_name) VALUES (v_id, p_status, NULL, p_by);
  IF p_note IS NOT NULL THEN
    INSERT INTO client_notes (client_id, text, author_id, author_name) VALUES (v_id, p_note, NULL, p_name);
  END IF;
  -- p_event is the event's data with the client's id still to fill in; null when nobody wants it.
  IF p_event IS NOT NULL THEN
    INSERT INTO webhook_deliveries (event_id, event_type, data, endpoint_id)
      SELECT ev.id, 'client.created', jsonb_set(p_event, '{client,id}', to_jsonb(v_id)), e.id
      FROM (SELECT gen_random_uuid() AS id) ev
      JOIN webhook_endpoints e ON e.enabled AND 'client.created' = ANY(e.events);
  END IF;
  RETURN true;
END
$$;
