CREATE TABLE "executed_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"action_type" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_messages" ADD COLUMN "action" jsonb;--> statement-breakpoint
ALTER TABLE "focus_sessions" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "executed_actions" ADD CONSTRAINT "executed_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "executed_actions_user_id_idempotency_key_key" ON "executed_actions" USING btree ("user_id","idempotency_key");