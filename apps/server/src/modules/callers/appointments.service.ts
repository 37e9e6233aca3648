import { readPhoneNumber } from '@portal/shared/phone.plain';
import type { Database } from '../../db/client.ts';
import * as repo from './appointments.repo.ts';

/**
 * The appointments agents booked, as the booking tools keep and find them. A caller only ever
 * reaches their own: by the number they call from, or by the name and the number the booking was
 * made with, both together.
 */

export type AppointmentsDeps = { db: Database };
export type StoredAppointment = repo.AppointmentRow;

/** Who is asking on a call: the number the call comes from, and what the caller said about themselves. */
export type CallerIdentity = { callerNumber: string | null; fullName?: string; phoneNumber?: string };

/** A number as callers say it ("555 010 0100", US unless it starts with its country code) in E.164, or null. */
export function normalisedNumber(text: string | null | undefined) {
  if (!text?.trim()) return null;
  const reading = readPhoneNumber(text, 'Phone number');
  return reading.ok ? reading.e164 : null;
}

/** Names compared as spoken: case, punctuation and word order aside. */
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(' ');

const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  !!a?.trim() && !!b?.trim() && nameWords(a) === nameWords(b);

function numbersOf(row: StoredAppointment) {
  return [row.callerNumber, row.bookedNumber].filter((number): number is string => !!number);
}

/** Whether this appointment is the asking caller's own. */
export function belongsTo(row: StoredAppointment, identity: CallerIdentity) {
  if (identity.callerNumber && numbersOf(row).includes(identity.callerNumber)) return true;
  const given = normalisedNumber(identity.phoneNumber);
  return !!given && numbersOf(row).includes(given) && sameName(row.callerName, identity.fullName);
}

export async function recordBooking(deps: AppointmentsDeps, values: repo.NewAppointment) {
  return repo.insertAppointment(deps.db, { ...values, bookedNumber: normalisedNumber(values.bookedNumber) });
}

type FoundAppointments =
  | { found: StoredAppointment[] }
  /** Nothing under the calling number: the caller may give the name and number they booked with. */
  | { none: 'number' | 'name' };

/**
 * The caller's upcoming appointments: under the number they call from, or (when they gave both)
 * under the number and name they booked with.
 */
export async function upcomingFor(
  deps: AppointmentsDeps,
  userId: string,
  identity: CallerIdentity,
  now: Date,
): Promise<FoundAppointments> {
  const given = normalisedNumber(identity.phoneNumber);
  if (given && identity.fullName?.trim()) {
    const rows = await repo.upcomingUnderNumber(deps.db, userId, given, now);
    const found = rows.filter((row) => belongsTo(row, identity));
    return found.length ? { found } : { none: 'name' };
  }
  const rows = identity.callerNumber ? await repo.upcomingUnderNumber(deps.db, userId, identity.callerNumber, now) : [];
  return rows.length ? { found: rows } : { none: 'number' };
}

/** One appointment, only when it is the asking caller's. */
export async function callersAppointment(deps: AppointmentsDeps, userId: string, id: string, identity: CallerIdentity) {
  const row = await repo.findAppointment(deps.db, userId, id.trim());
  return row && belongsTo(row, identity) ? row : undefined;
}

export const moveAppointment = (deps: AppointmentsDeps, userId: string, id: string, startsAt: Date, endsAt: Date) =>
  repo.updateAppointment(deps.db, userId, id, { startsAt, endsAt, status: 'booked' });

export const cancelAppointment = (deps: AppointmentsDeps, userId: string, id: string, reason: string | null) =>
  repo.updateAppointment(deps.db, userId, id, { status: 'cancelled', cancelReason: reason });
