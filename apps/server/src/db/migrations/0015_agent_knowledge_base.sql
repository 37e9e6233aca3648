ALTER TABLE "agents" ADD COLUMN "vapi_knowledge_file_id" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "vapi_knowledge_tool_id" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "vapi_knowledge_digest" text;