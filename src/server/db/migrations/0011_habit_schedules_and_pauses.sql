CREATE TABLE "habit_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"habit_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_pauses_range_check" CHECK ("habit_pauses"."end_date" is null or "habit_pauses"."end_date" >= "habit_pauses"."start_date")
);
--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "freq_num" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "freq_den" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "weekdays" integer;--> statement-breakpoint
ALTER TABLE "habit_pauses" ADD CONSTRAINT "habit_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_pauses" ADD CONSTRAINT "habit_pauses_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habit_pauses_user_id_idx" ON "habit_pauses" USING btree ("user_id","habit_id");--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_frequency_check" CHECK ("habits"."freq_num" between 1 and "habits"."freq_den" and "habits"."freq_den" between 1 and 31);--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_weekdays_check" CHECK ("habits"."weekdays" is null or "habits"."weekdays" between 1 and 127);