ALTER TABLE "habits" ADD COLUMN "freq_num" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "freq_den" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "weekdays" integer;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_frequency_check" CHECK ("habits"."freq_num" between 1 and "habits"."freq_den" and "habits"."freq_den" between 1 and 31);--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_weekdays_check" CHECK ("habits"."weekdays" is null or "habits"."weekdays" between 1 and 127);