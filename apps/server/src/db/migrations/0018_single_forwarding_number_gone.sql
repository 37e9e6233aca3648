ALTER TABLE "agents" DROP COLUMN "call_forwarding_country_code";--> statement-breakpoint
ALTER TABLE "agents" DROP COLUMN "call_forwarding_number";--> statement-breakpoint
ALTER TABLE "agents" DROP COLUMN "call_forwarding_instructions";