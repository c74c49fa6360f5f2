ALTER TABLE "focus_sessions" ADD COLUMN "planned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Blocks a planned day left that still lie ahead were never run; earlier ones cannot be told apart and stay sessions.
UPDATE "focus_sessions" SET "planned" = true WHERE "title" IS NOT NULL AND "started_at" > now();
