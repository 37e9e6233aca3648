CREATE TABLE "telnyx_events" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"user_id" text NOT NULL,
	"number" text NOT NULL,
	"keyword" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_opt_outs_user_id_number_pk" PRIMARY KEY("user_id","number")
);
--> statement-breakpoint
CREATE TABLE "texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"agent_id" uuid,
	"call_id" uuid,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"caller_number" text,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"provider_id" text,
	"dedupe_key" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "texts_user_dedupe_key" UNIQUE("user_id","dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "text_alerts_mobile" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "texting_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "text_opt_outs" ADD CONSTRAINT "text_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "texts" ADD CONSTRAINT "texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "texts" ADD CONSTRAINT "texts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "texts" ADD CONSTRAINT "texts_call_id_call_records_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."call_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telnyx_events_received_idx" ON "telnyx_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "texts_provider_id_idx" ON "texts" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "texts_user_caller_idx" ON "texts" USING btree ("user_id","caller_number","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "texts_call_idx" ON "texts" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "texts_user_created_idx" ON "texts" USING btree ("user_id","created_at");