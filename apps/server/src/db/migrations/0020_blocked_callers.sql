CREATE TABLE "blocked_callers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"number" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_callers_user_number_key" UNIQUE("user_id","number")
);
--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD COLUMN "screens_callers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_callers" ADD CONSTRAINT "blocked_callers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;