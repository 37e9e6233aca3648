CREATE TABLE "slot_claims" (
	"user_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_claims_user_id_starts_at_pk" PRIMARY KEY("user_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "tool_call_results" (
	"tool_call_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_call_results" ADD CONSTRAINT "tool_call_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_call_results_created_idx" ON "tool_call_results" USING btree ("created_at");