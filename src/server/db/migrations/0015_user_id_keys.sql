-- Decision 0029: every key of a user-owned table includes user_id, so the tables can be distributed
-- by it. Foreign keys to the old id keys go first, then the id keys become (user_id, id), then the
-- composite foreign keys come back. A "set null" reference empties only its own column (PostgreSQL
-- 15's column list): nulling user_id as well would break its NOT NULL. Hand-edited from drizzle-kit's
-- output, which cannot name the old primary keys (each is PostgreSQL's default <table>_pkey).
ALTER TABLE "ai_messages" DROP CONSTRAINT "ai_messages_conversation_id_ai_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "focus_sessions" DROP CONSTRAINT "focus_sessions_goal_id_goals_id_fk";
--> statement-breakpoint
ALTER TABLE "focus_sessions" DROP CONSTRAINT "focus_sessions_habit_id_habits_id_fk";
--> statement-breakpoint
ALTER TABLE "goal_baselines" DROP CONSTRAINT "goal_baselines_goal_id_goals_id_fk";
--> statement-breakpoint
ALTER TABLE "goal_progress_logs" DROP CONSTRAINT "goal_progress_logs_goal_id_goals_id_fk";
--> statement-breakpoint
ALTER TABLE "habit_goal_links" DROP CONSTRAINT "habit_goal_links_habit_id_habits_id_fk";
--> statement-breakpoint
ALTER TABLE "habit_goal_links" DROP CONSTRAINT "habit_goal_links_goal_id_goals_id_fk";
--> statement-breakpoint
ALTER TABLE "habit_logs" DROP CONSTRAINT "habit_logs_habit_id_habits_id_fk";
--> statement-breakpoint
ALTER TABLE "habit_pauses" DROP CONSTRAINT "habit_pauses_habit_id_habits_id_fk";
--> statement-breakpoint
ALTER TABLE "habit_reminders" DROP CONSTRAINT "habit_reminders_habit_id_habits_id_fk";
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_reminder_id_habit_reminders_id_fk";
--> statement-breakpoint
ALTER TABLE "habit_skills" DROP CONSTRAINT "habit_skills_habit_id_habits_id_fk";
--> statement-breakpoint
ALTER TABLE "habit_skills" DROP CONSTRAINT "habit_skills_skill_id_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "subskill_time_logs" DROP CONSTRAINT "subskill_time_logs_skill_id_user_subskills_id_fk";
--> statement-breakpoint
ALTER TABLE "subskill_time_logs" DROP CONSTRAINT "subskill_time_logs_parent_skill_id_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "subskill_time_logs" DROP CONSTRAINT "subskill_time_logs_habit_id_habits_id_fk";
--> statement-breakpoint
ALTER TABLE "user_skills" DROP CONSTRAINT "user_skills_skill_id_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "user_subskills" DROP CONSTRAINT "user_subskills_parent_skill_id_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk";
--> statement-breakpoint
DROP INDEX "accountability_invites_user_id_idx";--> statement-breakpoint
DROP INDEX "accounts_user_id_idx";--> statement-breakpoint
DROP INDEX "sessions_user_id_idx";--> statement-breakpoint
DROP INDEX "ai_messages_user_id_idx";--> statement-breakpoint
DROP INDEX "goal_baselines_user_id_idx";--> statement-breakpoint
DROP INDEX "habit_goal_links_user_id_idx";--> statement-breakpoint
DROP INDEX "habit_reminders_user_id_idx";--> statement-breakpoint
DROP INDEX "push_subscriptions_user_id_idx";--> statement-breakpoint
DROP INDEX "reminder_deliveries_user_id_idx";--> statement-breakpoint
DROP INDEX "habit_skills_user_id_idx";--> statement-breakpoint
DROP INDEX "skills_user_id_idx";--> statement-breakpoint
DROP INDEX "user_subskills_user_id_idx";--> statement-breakpoint
DROP INDEX "webhook_endpoints_user_id_idx";--> statement-breakpoint
DROP INDEX "reminder_deliveries_dedupe_key";--> statement-breakpoint
ALTER TABLE "habit_goal_links" DROP CONSTRAINT "habit_goal_links_habit_id_goal_id_pk";--> statement-breakpoint
ALTER TABLE "habit_skills" DROP CONSTRAINT "habit_skills_habit_id_skill_id_pk";--> statement-breakpoint
ALTER TABLE "accountability_invites" DROP CONSTRAINT "accountability_invites_pkey";--> statement-breakpoint
ALTER TABLE "accountability_messages" DROP CONSTRAINT "accountability_messages_pkey";--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_pkey";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "ai_conversations" DROP CONSTRAINT "ai_conversations_pkey";--> statement-breakpoint
ALTER TABLE "ai_messages" DROP CONSTRAINT "ai_messages_pkey";--> statement-breakpoint
ALTER TABLE "executed_actions" DROP CONSTRAINT "executed_actions_pkey";--> statement-breakpoint
ALTER TABLE "support_messages" DROP CONSTRAINT "support_messages_pkey";--> statement-breakpoint
ALTER TABLE "daily_focus" DROP CONSTRAINT "daily_focus_pkey";--> statement-breakpoint
ALTER TABLE "daily_insights" DROP CONSTRAINT "daily_insights_pkey";--> statement-breakpoint
ALTER TABLE "focus_sessions" DROP CONSTRAINT "focus_sessions_pkey";--> statement-breakpoint
ALTER TABLE "dashboards" DROP CONSTRAINT "dashboards_pkey";--> statement-breakpoint
ALTER TABLE "goal_baselines" DROP CONSTRAINT "goal_baselines_pkey";--> statement-breakpoint
ALTER TABLE "goal_progress_logs" DROP CONSTRAINT "goal_progress_logs_pkey";--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_pkey";--> statement-breakpoint
ALTER TABLE "habit_logs" DROP CONSTRAINT "habit_logs_pkey";--> statement-breakpoint
ALTER TABLE "habit_pauses" DROP CONSTRAINT "habit_pauses_pkey";--> statement-breakpoint
ALTER TABLE "habits" DROP CONSTRAINT "habits_pkey";--> statement-breakpoint
ALTER TABLE "habit_reminders" DROP CONSTRAINT "habit_reminders_pkey";--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "skills" DROP CONSTRAINT "skills_pkey";--> statement-breakpoint
ALTER TABLE "subskill_time_logs" DROP CONSTRAINT "subskill_time_logs_pkey";--> statement-breakpoint
ALTER TABLE "user_subskills" DROP CONSTRAINT "user_subskills_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_pkey";--> statement-breakpoint
ALTER TABLE "accountability_invites" ADD CONSTRAINT "accountability_invites_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "accountability_messages" ADD CONSTRAINT "accountability_messages_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "executed_actions" ADD CONSTRAINT "executed_actions_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "daily_focus" ADD CONSTRAINT "daily_focus_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "daily_insights" ADD CONSTRAINT "daily_insights_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "focus_sessions" ADD CONSTRAINT "focus_sessions_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "goal_baselines" ADD CONSTRAINT "goal_baselines_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "goal_progress_logs" ADD CONSTRAINT "goal_progress_logs_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "habit_goal_links" ADD CONSTRAINT "habit_goal_links_user_id_habit_id_goal_id_pk" PRIMARY KEY("user_id","habit_id","goal_id");--> statement-breakpoint
ALTER TABLE "habit_logs" ADD CONSTRAINT "habit_logs_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "habit_pauses" ADD CONSTRAINT "habit_pauses_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "habit_reminders" ADD CONSTRAINT "habit_reminders_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "habit_skills" ADD CONSTRAINT "habit_skills_user_id_habit_id_skill_id_pk" PRIMARY KEY("user_id","habit_id","skill_id");--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "subskill_time_logs" ADD CONSTRAINT "subskill_time_logs_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "user_subskills" ADD CONSTRAINT "user_subskills_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_conversation_fk" FOREIGN KEY ("user_id","conversation_id") REFERENCES "public"."ai_conversations"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_sessions" ADD CONSTRAINT "focus_sessions_goal_fk" FOREIGN KEY ("user_id","goal_id") REFERENCES "public"."goals"("user_id","id") ON DELETE SET NULL ("goal_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_sessions" ADD CONSTRAINT "focus_sessions_habit_fk" FOREIGN KEY ("user_id","habit_id") REFERENCES "public"."habits"("user_id","id") ON DELETE SET NULL ("habit_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_baselines" ADD CONSTRAINT "goal_baselines_goal_fk" FOREIGN KEY ("user_id","goal_id") REFERENCES "public"."goals"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_progress_logs" ADD CONSTRAINT "goal_progress_logs_goal_fk" FOREIGN KEY ("user_id","goal_id") REFERENCES "public"."goals"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_goal_links" ADD CONSTRAINT "habit_goal_links_habit_fk" FOREIGN KEY ("user_id","habit_id") REFERENCES "public"."habits"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_goal_links" ADD CONSTRAINT "habit_goal_links_goal_fk" FOREIGN KEY ("user_id","goal_id") REFERENCES "public"."goals"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_logs" ADD CONSTRAINT "habit_logs_habit_fk" FOREIGN KEY ("user_id","habit_id") REFERENCES "public"."habits"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_pauses" ADD CONSTRAINT "habit_pauses_habit_fk" FOREIGN KEY ("user_id","habit_id") REFERENCES "public"."habits"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_reminders" ADD CONSTRAINT "habit_reminders_habit_fk" FOREIGN KEY ("user_id","habit_id") REFERENCES "public"."habits"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_reminder_fk" FOREIGN KEY ("user_id","reminder_id") REFERENCES "public"."habit_reminders"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_skills" ADD CONSTRAINT "habit_skills_habit_fk" FOREIGN KEY ("user_id","habit_id") REFERENCES "public"."habits"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_skills" ADD CONSTRAINT "habit_skills_skill_fk" FOREIGN KEY ("user_id","skill_id") REFERENCES "public"."skills"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subskill_time_logs" ADD CONSTRAINT "subskill_time_logs_subskill_fk" FOREIGN KEY ("user_id","skill_id") REFERENCES "public"."user_subskills"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subskill_time_logs" ADD CONSTRAINT "subskill_time_logs_parent_skill_fk" FOREIGN KEY ("user_id","parent_skill_id") REFERENCES "public"."skills"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subskill_time_logs" ADD CONSTRAINT "subskill_time_logs_habit_fk" FOREIGN KEY ("user_id","habit_id") REFERENCES "public"."habits"("user_id","id") ON DELETE SET NULL ("habit_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_skill_fk" FOREIGN KEY ("user_id","skill_id") REFERENCES "public"."skills"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subskills" ADD CONSTRAINT "user_subskills_parent_skill_fk" FOREIGN KEY ("user_id","parent_skill_id") REFERENCES "public"."skills"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_fk" FOREIGN KEY ("user_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_id_idx" ON "accounts" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sessions_id_idx" ON "sessions" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_dedupe_key" ON "reminder_deliveries" USING btree ("user_id","reminder_id","local_date","sequence");