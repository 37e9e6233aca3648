-- Consent attempts started before PKCE have no verifier: they are ten-minute leftovers, dropped so the column can be required.
DELETE FROM "google_oauth_states";--> statement-breakpoint
ALTER TABLE "google_oauth_states" ADD COLUMN "code_verifier" text NOT NULL;
