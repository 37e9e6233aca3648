CREATE TABLE "texting_registrations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"details" jsonb NOT NULL,
	"messaging_profile_id" text,
	"brand_id" text,
	"brand_status" text DEFAULT 'pending' NOT NULL,
	"brand_reason" text,
	"campaign_id" text,
	"campaign_status" text DEFAULT 'not_started' NOT NULL,
	"campaign_reason" text,
	"numbers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "texting_registrations" ADD CONSTRAINT "texting_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "texting_registrations_updated_idx" ON "texting_registrations" USING btree ("updated_at");