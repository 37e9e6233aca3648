CREATE TABLE "agent_live_states" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"live" boolean NOT NULL,
	"live_number" text,
	"last_live_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_live_states" ADD CONSTRAINT "agent_live_states_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_live_states" ADD CONSTRAINT "agent_live_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_live_states_user_idx" ON "agent_live_states" USING btree ("user_id");