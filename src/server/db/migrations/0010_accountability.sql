CREATE TABLE "accountability_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accountability_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"kind" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accountability_messages_kind_check" CHECK ("accountability_messages"."kind" in ('cheer', 'nudge'))
);
--> statement-breakpoint
CREATE TABLE "accountability_partners" (
	"user_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accountability_partners_user_id_partner_id_pk" PRIMARY KEY("user_id","partner_id"),
	CONSTRAINT "accountability_partners_not_self" CHECK ("accountability_partners"."user_id" <> "accountability_partners"."partner_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_summary_runs" (
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_summary_runs_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "accountability_invites" ADD CONSTRAINT "accountability_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_invites" ADD CONSTRAINT "accountability_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_messages" ADD CONSTRAINT "accountability_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_messages" ADD CONSTRAINT "accountability_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_partners" ADD CONSTRAINT "accountability_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountability_partners" ADD CONSTRAINT "accountability_partners_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summary_runs" ADD CONSTRAINT "weekly_summary_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accountability_invites_token_hash_key" ON "accountability_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "accountability_invites_user_id_idx" ON "accountability_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accountability_messages_user_id_idx" ON "accountability_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "accountability_messages_recipient_id_idx" ON "accountability_messages" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "accountability_partners_partner_id_idx" ON "accountability_partners" USING btree ("partner_id");