-- Every server process keeps the sessions it has read for a few seconds (src/server/auth/session-cache.ts)
-- and drops them when it hears here that one changed: revoked, expired, extended, or its user renamed or
-- deleted. A notice is sent at commit, to every process LISTENing on the channel.
CREATE OR REPLACE FUNCTION compound_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('compound_session_changes', 'session ' || OLD.token);
  ELSE
    PERFORM pg_notify('compound_session_changes', 'user ' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION compound_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.token IS DISTINCT FROM NEW.token
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
  ) EXECUTE FUNCTION compound_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION compound_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION compound_notify_session_change();
