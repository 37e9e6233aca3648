import { DateTime } from 'luxon';
import {
  CALLER_NOT_FOUND,
  callerCursor,
  readCallerCursor,
  type Appointment,
  type CallerDetail,
  type CallerList,
  type CallerSummary,
} from '@portal/shared/callers';
import { CALL_OUTCOMES, type CallOutcomeKind } from '@portal/shared/call-outcome';
import { CALLER_VARIABLES } from '@portal/shared/voice-webhook.plain';
import { CALLERS } from '@portal/shared/callers.plain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ownerZone } from '../account/owner-zone.service.ts';
import * as appointmentsRepo from './appointments.repo.ts';
import * as repo from './callers.repo.ts';
import { returningGreeting } from './returning-greeting.pure.ts';

export type CallersDeps = { db: Database; now?: () => Date };

const nowOf = (deps: Pick<CallersDeps, 'now'>) => deps.now?.() ?? new Date();

/** How an appointment's time is said on a call: "Tuesday, December 1 at 10:00 AM", in the business's zone. */
export const spokenStart = (startsAt: Date, zone: string) =>
  DateTime.fromJSDate(startsAt, { zone }).toFormat("cccc, LLLL d 'at' h:mm a");

/** Numbers as the voice platform reports them; anything else (a SIP address, "anonymous") is nobody to remember. */
const isPhoneNumber = (number: string | null | undefined): number is string =>
  !!number && /^\+[1-9]\d{6,14}$/.test(number);

/** Remembers a call from a number, with the name the caller gave on it. */
export async function rememberCaller(
  deps: Pick<CallersDeps, 'db'>,
  call: { userId: string; number: string | null; name?: string | null; at: Date },
) {
  if (!isPhoneNumber(call.number)) return;
  const name = call.name?.trim() || null;
  await repo.upsertCaller(deps.db, { userId: call.userId, number: call.number, name, at: call.at });
}

/**
 * What an agent is told about a caller before it answers (Vapi's variable values): their name, next
 * appointment and the owner's note. Nothing for a number the owner has never heard from.
 */
async function callerVariables(
  deps: CallersDeps,
  userId: string,
  number: string | null,
  zone: string,
): Promise<Record<string, string> | null> {
  if (!isPhoneNumber(number)) return null;
  const caller = await repo.findCallerByNumber(deps.db, userId, number);
  if (!caller) return null;
  const [next] = await appointmentsRepo.upcomingUnderNumber(deps.db, userId, number, nowOf(deps));
  const values: Record<string, string> = {};
  if (caller.name) values[CALLER_VARIABLES.name] = caller.name;
  if (next) values[CALLER_VARIABLES.nextAppointment] = spokenStart(next.startsAt, zone);
  if (caller.note) values[CALLER_VARIABLES.note] = caller.note;
  return Object.keys(values).length ? values : null;
}

/** Who answers and how it greets, for a returning caller's greeting. */
export type AnsweringAgent = { timezone: string; greeting: string };

/**
 * The assistant overrides a call from a caller the owner knows starts with: the variables the
 * prompt reads, and a greeting by name that asks about their next appointment. Null for a caller
 * the owner has never heard from (the assistant as compiled answers them).
 */
export async function returningCallerOverrides(
  deps: CallersDeps,
  userId: string,
  number: string | null,
  agent: AnsweringAgent,
) {
  const variableValues = await callerVariables(deps, userId, number, agent.timezone);
  if (!variableValues) return null;
  return { variableValues, firstMessage: returningGreeting(agent.greeting, variableValues) };
}

const toAppointment = (row: repo.NextAppointment | null): Appointment | null =>
  row && {
    id: row.id,
    summary: row.summary,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    status: row.status,
    cancelReason: row.cancelReason,
    timezone: row.timezone,
  };

const readOutcomeKind = (kind: string | null) =>
  (CALL_OUTCOMES as readonly string[]).includes(kind ?? '') ? (kind as CallOutcomeKind) : null;

function toSummary(row: repo.ListedCaller): CallerSummary {
  return {
    id: row.caller.id,
    number: row.caller.number,
    name: row.caller.name,
    calls: Number(row.calls),
    lastCallAt: row.caller.lastCallAt.toISOString(),
    lastOutcome: readOutcomeKind(row.lastOutcome),
    nextAppointment: toAppointment(row.nextAppointment),
    blocked: row.blocked,
  };
}

/** A page of the owner's callers, the latest first, narrowed by a name or digits of a number. */
export async function listCallers(
  deps: CallersDeps,
  userId: string,
  query: { search?: string; cursor?: string },
): Promise<CallerList> {
  const after = query.cursor ? readCallerCursor(query.cursor) : null;
  if (query.cursor && !after)
    throw new AppError('VALIDATION_FAILED', 'cursor must be the nextCursor of the previous page.');
  const limit = CALLERS.pageSize;
  const rows = await repo.listCallerRows(deps.db, {
    userId,
    search: query.search || undefined,
    after: after ? { lastCallAt: new Date(after.lastCallAt), id: after.id } : undefined,
    limit: limit + 1,
    now: nowOf(deps),
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    callers: page.map(toSummary),
    nextCursor: rows.length > limit && last ? callerCursor(last.caller.lastCallAt.toISOString(), last.caller.id) : null,
    // The directory is the owner's, across their agents: their clock says when each caller last rang.
    timezone: await ownerZone(deps, userId),
  };
}

async function ownedCaller(deps: CallersDeps, userId: string, id: string) {
  const row = await repo.findCallerWithFigures(deps.db, userId, id, nowOf(deps));
  if (!row) throw new AppError('NOT_FOUND', CALLER_NOT_FOUND);
  return row;
}

/** One caller with their appointments and the owner's note (their calls come from the call list). */
export async function getCaller(deps: CallersDeps, userId: string, id: string): Promise<CallerDetail> {
  const row = await ownedCaller(deps, userId, id);
  const booked = await appointmentsRepo.appointmentsUnderNumber(deps.db, userId, row.caller.number, nowOf(deps));
  return {
    ...toSummary(row),
    note: row.caller.note,
    appointments: booked.map(({ appointment, timezone }) => ({
      id: appointment.id,
      summary: appointment.summary,
      startsAt: appointment.startsAt.toISOString(),
      endsAt: appointment.endsAt.toISOString(),
      status: appointment.status,
      cancelReason: appointment.cancelReason,
      timezone,
    })),
    timezone: await ownerZone(deps, userId),
  };
}

export async function setCallerNote(deps: CallersDeps, userId: string, id: string, note: string | null) {
  const row = await repo.setCallerNote(deps.db, userId, id, note);
  if (!row) throw new AppError('NOT_FOUND', CALLER_NOT_FOUND);
  return getCaller(deps, userId, id);
}

/**
 * Forgets a caller: the directory entry, the appointments kept for them, and their name, number
 * and transcripts in the call history. The calls themselves stay, with their outcome, times and
 * cost, so usage and analytics do not change. The owner's calendar keeps its events.
 */
export async function deleteCaller(deps: CallersDeps, userId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.deleteCallerRow(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND', CALLER_NOT_FOUND);
    await repo.forgetCallerInCalls(tx, userId, row.number);
    await appointmentsRepo.deleteAppointmentsUnderNumber(tx, userId, row.number);
  });
}

/** The owner's caller by id; undefined when there is none (or it is another owner's). */
export const findCaller = (deps: Pick<CallersDeps, 'db'>, userId: string, id: string) =>
  repo.findCaller(deps.db, userId, id);
