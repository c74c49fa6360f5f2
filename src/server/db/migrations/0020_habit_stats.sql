CREATE TABLE "habit_stats" (
	"user_id" text NOT NULL,
	"habit_id" uuid NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"as_of" date,
	"rule" integer,
	"current_streak" integer,
	"best_streak" integer,
	"strength" double precision,
	CONSTRAINT "habit_stats_user_id_habit_id_pk" PRIMARY KEY("user_id","habit_id")
);
--> statement-breakpoint
ALTER TABLE "habit_stats" ADD CONSTRAINT "habit_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_stats" ADD CONSTRAINT "habit_stats_habit_fk" FOREIGN KEY ("user_id","habit_id") REFERENCES "public"."habits"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Marks habits' cached stats stale (decision 0051): revision + 1 and no as_of, making the row when there is
-- none, so a stats read that began before this change cannot store its figures afterwards. Only habits
-- that still exist, of a user who still exists: a habit or an account deleted in the same statement takes
-- its rows with it, and a row made for it then would break its references. p_habits null: all of them.
CREATE OR REPLACE FUNCTION compound_stale_habit_stats(p_user text, p_habits uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO habit_stats (user_id, habit_id)
  SELECT h.user_id, h.id FROM habits h
  WHERE h.user_id = p_user AND (p_habits IS NULL OR h.id = ANY (p_habits))
    AND EXISTS (SELECT 1 FROM users u WHERE u.id = h.user_id)
  ON CONFLICT (user_id, habit_id) DO UPDATE SET revision = habit_stats.revision + 1, as_of = NULL
$$;
--> statement-breakpoint
-- Logs: once per statement (an import writes thousands of rows), for each habit the statement touched.
CREATE OR REPLACE FUNCTION compound_habit_logs_stale_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO habit_stats (user_id, habit_id)
  SELECT h.user_id, h.id FROM habits h
  WHERE (h.user_id, h.id) IN (SELECT DISTINCT l.user_id, l.habit_id FROM changed_logs l)
    AND EXISTS (SELECT 1 FROM users u WHERE u.id = h.user_id)
  ON CONFLICT (user_id, habit_id) DO UPDATE SET revision = habit_stats.revision + 1, as_of = NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER habit_logs_insert_stale_stats AFTER INSERT ON habit_logs
  REFERENCING NEW TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION compound_habit_logs_stale_stats();
--> statement-breakpoint
-- A log's habit and user never change (an edit is an upsert on the habit and date), so its new row names them.
CREATE TRIGGER habit_logs_update_stale_stats AFTER UPDATE ON habit_logs
  REFERENCING NEW TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION compound_habit_logs_stale_stats();
--> statement-breakpoint
CREATE TRIGGER habit_logs_delete_stale_stats AFTER DELETE ON habit_logs
  REFERENCING OLD TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION compound_habit_logs_stale_stats();
--> statement-breakpoint
-- A habit's schedule, type or target (what a day's progress is measured against).
CREATE OR REPLACE FUNCTION compound_habit_stale_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM compound_stale_habit_stats(NEW.user_id, ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER habits_update_stale_stats AFTER UPDATE ON habits FOR EACH ROW WHEN (
  OLD.type IS DISTINCT FROM NEW.type
  OR OLD.target IS DISTINCT FROM NEW.target
  OR OLD.freq_num IS DISTINCT FROM NEW.freq_num
  OR OLD.freq_den IS DISTINCT FROM NEW.freq_den
  OR OLD.weekdays IS DISTINCT FROM NEW.weekdays
) EXECUTE FUNCTION compound_habit_stale_stats();
--> statement-breakpoint
-- A pause: its habit's, or every habit's for the account's vacation (habit_id null).
CREATE OR REPLACE FUNCTION compound_habit_pauses_stale_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM compound_stale_habit_stats(OLD.user_id, CASE WHEN OLD.habit_id IS NULL THEN NULL ELSE ARRAY[OLD.habit_id] END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM compound_stale_habit_stats(NEW.user_id, CASE WHEN NEW.habit_id IS NULL THEN NULL ELSE ARRAY[NEW.habit_id] END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER habit_pauses_stale_stats AFTER INSERT OR UPDATE OR DELETE ON habit_pauses
  FOR EACH ROW EXECUTE FUNCTION compound_habit_pauses_stale_stats();
--> statement-breakpoint
-- The week start, where the periods of "times in days" schedules begin.
CREATE OR REPLACE FUNCTION compound_week_start_stale_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM compound_stale_habit_stats(CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_preferences_insert_stale_stats AFTER INSERT OR DELETE ON user_preferences
  FOR EACH ROW EXECUTE FUNCTION compound_week_start_stale_stats();
--> statement-breakpoint
CREATE TRIGGER user_preferences_update_stale_stats AFTER UPDATE ON user_preferences
  FOR EACH ROW WHEN (OLD.week_start IS DISTINCT FROM NEW.week_start) EXECUTE FUNCTION compound_week_start_stale_stats();
