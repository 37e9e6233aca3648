ALTER TABLE "profiles" ALTER COLUMN "subscription_status" SET DEFAULT 'active';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sub_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sub_current_period_start" timestamp with time zone;--> statement-breakpoint
-- Accounts without a subscription are on the Free plan, which is active.
UPDATE "profiles" SET "subscription_status" = 'active' WHERE "subscription_status" IS NULL AND "stripe_subscription_id" IS NULL;
