ALTER TABLE "agents" ADD COLUMN "transfer_destinations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "transfer_mode" text DEFAULT 'warm' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "transfer_no_answer_seconds" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "urgent_matters_destination_id" text;--> statement-breakpoint
-- The single forwarding number becomes the first destination, ringing at any hour as it did; the
-- owner's forwarding instructions become its reason. Drafts and published versions hold the same
-- columns by their names in the API, and are carried over the same way.
UPDATE "agents" SET "transfer_destinations" = jsonb_build_array(jsonb_build_object(
  'id', 'd1', 'name', 'Staff line', 'countryCode', "call_forwarding_country_code", 'number', "call_forwarding_number",
  'reason', coalesce(nullif(btrim("call_forwarding_instructions"), ''), 'The caller asks for a person.'),
  'ringWhen', 'always', 'hours', null))
WHERE coalesce(btrim("call_forwarding_number"), '') <> '';--> statement-breakpoint
UPDATE "agents" SET "draft_values" = ("draft_values" - 'callForwardingCountryCode' - 'callForwardingNumber' - 'callForwardingInstructions')
  || jsonb_build_object(
    'transferMode', 'warm', 'transferNoAnswerSeconds', 20, 'urgentMattersDestinationId', null,
    'transferDestinations', CASE WHEN coalesce(btrim("draft_values"->>'callForwardingNumber'), '') <> '' THEN jsonb_build_array(jsonb_build_object(
      'id', 'd1', 'name', 'Staff line', 'countryCode', coalesce("draft_values"->>'callForwardingCountryCode', '+1'),
      'number', "draft_values"->>'callForwardingNumber',
      'reason', coalesce(nullif(btrim("draft_values"->>'callForwardingInstructions'), ''), 'The caller asks for a person.'),
      'ringWhen', 'always', 'hours', null)) ELSE '[]'::jsonb END)
WHERE "draft_values" ? 'callForwardingNumber';--> statement-breakpoint
UPDATE "agent_versions" SET "values" = ("values" - 'callForwardingCountryCode' - 'callForwardingNumber' - 'callForwardingInstructions')
  || jsonb_build_object(
    'transferMode', 'warm', 'transferNoAnswerSeconds', 20, 'urgentMattersDestinationId', null,
    'transferDestinations', CASE WHEN coalesce(btrim("values"->>'callForwardingNumber'), '') <> '' THEN jsonb_build_array(jsonb_build_object(
      'id', 'd1', 'name', 'Staff line', 'countryCode', coalesce("values"->>'callForwardingCountryCode', '+1'),
      'number', "values"->>'callForwardingNumber',
      'reason', coalesce(nullif(btrim("values"->>'callForwardingInstructions'), ''), 'The caller asks for a person.'),
      'ringWhen', 'always', 'hours', null)) ELSE '[]'::jsonb END)
WHERE "values" ? 'callForwardingNumber';
