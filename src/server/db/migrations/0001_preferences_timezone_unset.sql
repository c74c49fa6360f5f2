ALTER TABLE "user_preferences" ALTER COLUMN "timezone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_preferences" ALTER COLUMN "timezone" DROP NOT NULL;--> statement-breakpoint
-- Before this migration no screen could set a zone, so every 'UTC' is the old default: unset it, and
-- the browser fills in the user's real zone at their next visit.
UPDATE "user_preferences" SET "timezone" = NULL WHERE "timezone" = 'UTC';
