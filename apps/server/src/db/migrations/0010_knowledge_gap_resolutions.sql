CREATE TABLE "knowledge_gap_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_gap_resolutions_agent_key_unique" UNIQUE("agent_id","question_key")
);
--> statement-breakpoint
ALTER TABLE "knowledge_gap_resolutions" ADD CONSTRAINT "knowledge_gap_resolutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_gap_resolutions" ADD CONSTRAINT "knowledge_gap_resolutions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_gap_resolutions_user_idx" ON "knowledge_gap_resolutions" USING btree ("user_id");