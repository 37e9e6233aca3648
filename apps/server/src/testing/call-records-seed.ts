import { randomUUID } from 'node:crypto';
import { CALL_OUTCOMES } from '@portal/shared/call-outcome';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { agents, users } from '../db/schema/index.ts';

/** What the seeded callers say, so a search of the transcripts has words to find (one in 50 says the rarest). */
const LINES = [
  'I would like to book a cleaning next week',
  'What are your opening hours on Saturday?',
  'Can someone call me back about my invoice?',
  'Do you take Medicaid?',
  'How much is a whitening?',
];
const RARE_LINE = 'A pipe burst and the kitchen is flooding';
const CALLER_LINE_COUNT = 50;
const CALLER_LINES = sql.raw(
  `array[${Array.from({ length: CALLER_LINE_COUNT }, (_, index) => `'${(index === 0 ? RARE_LINE : LINES[index % LINES.length]!).replace(/'/g, "''")}'`).join(', ')}]`,
);

/** How many people call the seeded owner: each number calls about 20 times over the 90 days. */
const CALLER_COUNT = 5_000;
const FIRST_NAMES = ['Jane', 'Sam', 'Maria', 'Wei', 'Amir', 'Olivia', 'Noah', 'Priya'];
const LAST_NAMES = ['Doe', 'Garcia', 'Chen', 'Khan', 'Smith', 'Okafor', 'Rossi'];

export type SeededOwner = { userId: string; agentIds: string[]; calls: number; callers: number; seedMs: number };

/**
 * A new owner with three agents and `calls` call records spread over the last 90 days, inserted by
 * the database itself (generate_series) in batches. Days, hours and lengths vary the way a small
 * business's calls do: mostly working hours, a few at night, one in twenty a browser test call,
 * one in ten without an outcome, the rest spread over every outcome; each with a short transcript.
 * The phone calls come from 5,000 numbers, each a caller of the directory (most with a name), one
 * in five with an appointment booked for the coming weeks.
 */
export async function seedCallRecords(
  db: Database,
  calls = 100_000,
  now = new Date(),
  /** An owner who signed up (the bench then reads the calls over HTTP with their session); else a new one. */
  existingUserId?: string,
): Promise<SeededOwner> {
  const started = performance.now();
  const userId = existingUserId ?? `bench-calls-${randomUUID()}`;
  if (!existingUserId) {
    await db.insert(users).values({ id: userId, name: 'Bench Owner', email: `${userId}@example.com` });
  }
  const inserted = await db
    .insert(agents)
    .values(
      ['America/Chicago', 'America/New_York', 'America/Los_Angeles'].map((timezone, index) => ({
        userId,
        agentName: `Bench Desk ${index + 1}`,
        timezone,
      })),
    )
    .returning({ id: agents.id });
  const agentIds = inserted.map((row) => row.id);
  const agentArray = sql.raw(`array[${agentIds.map((id) => `'${id}'::uuid`).join(', ')}]`);
  const outcomes = sql.raw(`array[${CALL_OUTCOMES.map((kind) => `'${kind}'`).join(', ')}]`);
  const batch = 20_000;
  for (let from = 1; from <= calls; from += batch) {
    const to = Math.min(calls, from + batch - 1);
    await db.execute(sql`
      insert into call_records (vapi_call_id, user_id, agent_id, type, status, customer_number, started_at, ended_at,
        call_duration_seconds, ended_reason, outcome, transcript, created_at, updated_at)
      select 'bench-' || ${userId} || '-' || g, ${userId}, (${agentArray})[1 + g % 3],
        case when g % 20 = 0 then 'webCall' else 'inboundPhoneCall' end, 'ended',
        case when g % 20 = 0 then null else '+1512' || lpad(((g * 7) % ${CALLER_COUNT})::text, 7, '0') end,
        at, at + make_interval(secs => seconds), seconds, 'customer-ended-call',
        case when g % 10 = 0 then null else jsonb_build_object(
          'outcome', (${outcomes})[1 + (g * 7919) % ${CALL_OUTCOMES.length}],
          'unansweredQuestions', '[]'::jsonb, 'urgent', false, 'collected', '[]'::jsonb) end,
        'AI: Thanks for calling, how can I help?' || chr(10) || 'User: ' || (${CALLER_LINES})[1 + g % ${CALLER_LINE_COUNT}]
          || chr(10) || 'AI: Of course, let me help with that.',
        at + make_interval(secs => seconds), at + make_interval(secs => seconds)
      from (
        select g,
          ${now.toISOString()}::timestamptz - make_interval(days => g % 90,
            hours => case when g % 7 = 0 then (g * 13) % 24 else 14 + (g * 17) % 10 end,
            mins => (g * 31) % 60) as at,
          20 + (g * 37) % 600 as seconds
        from generate_series(${from}::int, ${to}::int) as g
      ) as spread
    `);
  }
  await seedCallers(db, userId, agentIds[0]!, now);
  await db.execute(sql`analyze call_records`);
  await db.execute(sql`analyze callers`);
  await db.execute(sql`analyze appointments`);
  return { userId, agentIds, calls, callers: CALLER_COUNT, seedMs: performance.now() - started };
}

const names = (list: string[]) => sql.raw(`array[${list.map((name) => `'${name}'`).join(', ')}]`);

/** The directory of the seeded calls' numbers, and an appointment for one caller in five. */
async function seedCallers(db: Database, userId: string, agentId: string, now: Date) {
  await db.execute(sql`
    insert into callers (user_id, number, name, last_call_at)
    select ${userId}, customer_number,
      case when right(customer_number, 1) = '0' then null
        else (${names(FIRST_NAMES)})[1 + right(customer_number, 3)::int % ${FIRST_NAMES.length}] || ' ' ||
          (${names(LAST_NAMES)})[1 + right(customer_number, 4)::int % ${LAST_NAMES.length}] end,
      max(created_at)
    from call_records where user_id = ${userId} and customer_number is not null
    group by customer_number
  `);
  await db.execute(sql`
    insert into appointments (user_id, agent_id, caller_number, caller_name, summary, event_id, starts_at, ends_at)
    select ${userId}, ${agentId}, number, coalesce(name, 'Caller'), 'Cleaning – ' || coalesce(name, 'Caller'),
      'bench-event-' || number, at, at + interval '30 minutes'
    from (
      select number, name, ${now.toISOString()}::timestamptz + make_interval(days => 1 + right(number, 2)::int % 20, hours => right(number, 1)::int) as at
      from callers where user_id = ${userId} and right(number, 3)::int % 5 = 0
    ) as booked
  `);
}

/**
 * Vacuums and analyses the calls after a large seed, so autovacuum does not do it during what is
 * measured next: a deployment does not gain 100,000 calls a moment before its owners read them.
 */
export async function settleCallRecords(db: Database) {
  await db.execute(sql`vacuum analyze call_records`);
}
