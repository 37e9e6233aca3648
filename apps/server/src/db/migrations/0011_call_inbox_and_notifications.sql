CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_kind_key_unique" UNIQUE("user_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_urgent_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "daily_digest_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "daily_digest_time" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "outcome_kind" text GENERATED ALWAYS AS ("call_records"."outcome"->>'outcome') STORED;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "needs_attention" boolean GENERATED ALWAYS AS (("call_records"."outcome"->>'outcome' in ('urgent', 'message_taken') or coalesce(("call_records"."outcome"->>'urgent')::boolean, false)) and "call_records"."handled_at" is null) STORED;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("call_records"."summary", '') || ' ' || coalesce("call_records"."transcript", '') || ' ' || coalesce("call_records"."outcome"->>'message', '') || ' ' || coalesce("call_records"."outcome"->>'callerName', ''))) STORED;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_user_idx" ON "notification_deliveries" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_records_user_created_idx" ON "call_records" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_user_agent_created_idx" ON "call_records" USING btree ("user_id","agent_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_user_outcome_created_idx" ON "call_records" USING btree ("user_id","outcome_kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_attention_idx" ON "call_records" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "call_records"."needs_attention";--> statement-breakpoint
CREATE INDEX "call_records_search_idx" ON "call_records" USING gin ("search_text");