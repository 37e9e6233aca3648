CREATE TABLE "voice_samples" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"approximate" boolean NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "voice_samples_created_idx" ON "voice_samples" USING btree ("created_at");