CREATE TABLE "owner_change_horizons" (
	"noted_at" timestamp with time zone PRIMARY KEY DEFAULT now() NOT NULL,
	"oldest_running" "xid8" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_changes" (
	"user_id" text NOT NULL,
	"xid" "xid8" NOT NULL,
	CONSTRAINT "owner_changes_user_id_xid_pk" PRIMARY KEY("user_id","xid")
);
--> statement-breakpoint
-- Notes, once per owner and transaction, that the owner's data changed, and tells every server
-- (at commit) whose data it was. The owner is the column named by the trigger's argument;
-- statement triggers see every row a statement wrote at once.
CREATE FUNCTION note_owner_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'WITH noted AS (INSERT INTO owner_changes (user_id, xid) SELECT DISTINCT %I, pg_current_xact_id() FROM %I WHERE %I IS NOT NULL ON CONFLICT DO NOTHING RETURNING user_id) SELECT pg_notify(''portal_owner_changes'', user_id) FROM noted',
    TG_ARGV[0],
    CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END,
    TG_ARGV[0]
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every table an owner's pages read, with the column that names the owner. Left out: the sign-in
-- library's own tables, API keys (written on every request made with one), logs and outboxes
-- (deliveries, events, sent mail), claims held during a call, and the tables of no one owner.
DO $$
DECLARE
  owned text[][] := ARRAY[
    ['users', 'id'], ['profiles', 'id'], ['agents', 'user_id'], ['agent_versions', 'user_id'],
    ['agent_live_states', 'user_id'], ['agent_scenarios', 'user_id'], ['agent_scenario_seeds', 'user_id'],
    ['appointments', 'user_id'],
    ['blocked_callers', 'user_id'], ['call_records', 'user_id'], ['callers', 'user_id'],
    ['data_exports', 'user_id'], ['google_calendar_tokens', 'user_id'],
    ['knowledge_gap_resolutions', 'user_id'], ['knowledge_imports', 'user_id'], ['phone_numbers', 'user_id'],
    ['text_opt_outs', 'user_id'], ['texting_registrations', 'user_id'], ['texts', 'user_id'],
    ['webhook_endpoints', 'user_id']
  ];
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY owned LOOP
    EXECUTE format(
      'CREATE TRIGGER owner_changes_on_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_owner_changes(%L)',
      pair[1], pair[2]);
    EXECUTE format(
      'CREATE TRIGGER owner_changes_on_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_owner_changes(%L)',
      pair[1], pair[2]);
    EXECUTE format(
      'CREATE TRIGGER owner_changes_on_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_owner_changes(%L)',
      pair[1], pair[2]);
  END LOOP;
END
$$;
