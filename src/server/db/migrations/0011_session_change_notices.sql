-- Announces every change that can end or alter a signed-in session (docs/decisions/0018): the
-- app instances keep recently checked sessions in memory and drop them when told. A notice names
-- an id, never a token: 's:<session id>' for a session updated or deleted, 'u:<user id>' for a
-- user updated or deleted (role, two-factor, removal), '*' for a settings change (the security
-- section decides the two-factor requirement). NOTIFY is sent at commit, to every listener.
CREATE FUNCTION "session_change_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('session_changes', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('session_changes', 'u:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', '*');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_change_notice" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "session_change_notice"();
--> statement-breakpoint
CREATE TRIGGER "user_change_notice" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "session_change_notice"();
--> statement-breakpoint
CREATE TRIGGER "settings_change_notice" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_change_notice"();
