ALTER TABLE "agent_scenarios" ADD COLUMN "call_at" jsonb;--> statement-breakpoint
ALTER TABLE "agent_scenarios" ADD COLUMN "transfers_unanswered" boolean DEFAULT false NOT NULL;