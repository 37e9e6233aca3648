CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"agent_id" uuid,
	"caller_number" text,
	"booked_number" text,
	"caller_name" text NOT NULL,
	"summary" text NOT NULL,
	"event_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancel_reason" text,
	"booked_by_call" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_user_event_key" UNIQUE("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "callers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"number" text NOT NULL,
	"name" text,
	"note" text,
	"last_call_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callers_user_number_key" UNIQUE("user_id","number")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "remember_callers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "appointment_changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callers" ADD CONSTRAINT "callers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_user_caller_idx" ON "appointments" USING btree ("user_id","caller_number","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_user_booked_number_idx" ON "appointments" USING btree ("user_id","booked_number","starts_at");--> statement-breakpoint
CREATE INDEX "callers_user_last_call_idx" ON "callers" USING btree ("user_id","last_call_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_user_customer_created_idx" ON "call_records" USING btree ("user_id","customer_number","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Everyone who called before the directory existed, with the name they last gave.
INSERT INTO "callers" ("user_id", "number", "name", "last_call_at")
SELECT DISTINCT ON ("user_id", "customer_number") "user_id", "customer_number",
       nullif(trim("outcome"->>'callerName'), ''), "created_at"
FROM "call_records"
WHERE "customer_number" IS NOT NULL AND "type" IS DISTINCT FROM 'webCall'
ORDER BY "user_id", "customer_number", "created_at" DESC
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The bookings agents made before, so their callers can find them again.
INSERT INTO "appointments" ("user_id", "agent_id", "caller_number", "caller_name", "summary", "event_id", "starts_at", "ends_at", "booked_by_call", "created_at")
SELECT "user_id", "agent_id", "customer_number", coalesce("appointment"->>'name', ''),
       coalesce("appointment"->>'summary', 'Appointment'), "appointment"->>'eventId',
       ("appointment"->>'start')::timestamptz, ("appointment"->>'end')::timestamptz, "vapi_call_id", "created_at"
FROM "call_records"
WHERE "appointment"->>'eventId' IS NOT NULL AND "appointment"->>'start' IS NOT NULL AND "appointment"->>'end' IS NOT NULL
ON CONFLICT DO NOTHING;
