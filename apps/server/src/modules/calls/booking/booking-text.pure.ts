import { DateTime } from 'luxon';
import { BOOKING_DETAILS, type CLIENT_STATUSES, type SchedulingConfig } from '@portal/shared/agents/scheduling';
import type { NewCalendarEvent } from '../../../providers/calendar/calendar.ts';
import type { AgentRow } from '../../agents/agents.service.ts';
import { appointmentSummary } from '@portal/shared/callers.plain';

export type BookingArgs = {
  start?: string;
  duration_minutes?: number;
  full_name?: string;
  phone_number?: string;
  email?: string;
  reason?: string;
  client_status?: (typeof CLIENT_STATUSES)[number];
  appointment_type?: string;
  notes?: string;
};

const MAX_OFFERED = 8;

/**
 * A short spoken list of open times, spread over the day rather than the first few in a row. The
 * time the caller asked for (HH:MM) is always in it when it is open: a spread list could skip it,
 * and the caller would hear that a free time is taken.
 */
export function describeSlots(date: string, timezone: string, slots: DateTime[], wanted?: string) {
  const day = DateTime.fromISO(date, { zone: timezone }).toFormat('cccc, LLLL d');
  if (slots.length === 0) return `There are no open times on ${day}.`;
  const step = Math.max(1, Math.ceil(slots.length / MAX_OFFERED));
  const spread = slots.filter((_slot, index) => index % step === 0).slice(0, MAX_OFFERED);
  const asked = slots.find((slot) => slot.toFormat('HH:mm') === wanted);
  const offered = asked && !spread.includes(asked) ? [...spread, asked].sort((a, b) => +a - +b) : spread;
  return `Open times on ${day}: ${offered.map((slot) => slot.toFormat('h:mm a')).join(', ')}.`;
}

/** What the caller still has to give before booking, as a sentence; null when nothing is missing. */
export function missingDetails(config: SchedulingConfig, args: BookingArgs): string | null {
  const missing = BOOKING_DETAILS.filter(
    ({ rule, argument }) => config[rule] && !String(args[argument] ?? '').trim(),
  ).map(({ label }) => label);
  if (!String(args.full_name ?? '').trim() && !missing.includes('full name')) missing.unshift('full name');
  return missing.length ? `Before I can book, I still need the caller's ${missing.join(', ')}.` : null;
}

export function eventFor(agent: AgentRow, args: BookingArgs, start: DateTime, minutes: number): NewCalendarEvent {
  const lines = [
    args.phone_number && `Phone: ${args.phone_number}`,
    args.email && `E-mail: ${args.email}`,
    args.reason && `Reason: ${args.reason}`,
    args.client_status && `Client: ${args.client_status}`,
    args.notes && `Notes: ${args.notes}`,
    `Booked by the AI agent ${agent.agentName}.`,
  ].filter(Boolean);
  const email = args.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(args.email) ? [args.email] : undefined;
  return {
    summary: appointmentSummary(args.appointment_type?.trim() || 'Appointment', args.full_name?.trim() ?? ''),
    description: lines.join('\n'),
    start: start.toISO()!,
    end: start.plus({ minutes }).toISO()!,
    timeZone: agent.timezone,
    attendeeEmails: email,
  };
}
