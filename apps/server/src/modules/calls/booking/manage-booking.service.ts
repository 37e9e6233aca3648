import { DateTime } from 'luxon';
import {
  APPOINTMENT_ANSWERS,
  CANCEL_APPOINTMENT,
  FIND_APPOINTMENTS,
  REHEARSAL_APPOINTMENT_ID,
  RESCHEDULE_APPOINTMENT,
} from '@portal/shared/voice-webhook.plain';
import type { AppointmentChange } from '@portal/shared/callers.plain';
import type { SchedulingConfig } from '@portal/shared/agents/scheduling';
import type { CalendarApi } from '../../../providers/calendar/calendar.ts';
import type { AgentRow } from '../../agents/agents.service.ts';
import {
  cancelAppointment,
  callersAppointment,
  moveAppointment,
  upcomingFor,
  type CallerIdentity,
  type StoredAppointment,
} from '../../callers/appointments.service.ts';
import { spokenStart } from '../../callers/callers.service.ts';
import { upsertCallRecord } from '../call-records.repo.ts';
import { claimSlot, releaseSlot } from '../call-work.repo.ts';
import { textConsentOf, type ToolContext, type ToolHandler } from '../call-tools.pure.ts';
import { appointmentSummary } from '@portal/shared/callers.plain';
import { describeSlots } from './booking-text.pure.ts';
import { context, durationOf, slotsFor, type BookingDeps } from './booking-tools.service.ts';
import { REASON_TEXT } from './slots.pure.ts';

const NOT_IN_CALENDAR = 'That appointment is no longer in the calendar, so there is nothing to change.';
const CALENDAR_UNREACHABLE =
  "I can't reach the calendar right now, so I'll take a message and the team will make the change.";

const identityOf = (tool: ToolContext, args: Record<string, unknown>): CallerIdentity => ({
  callerNumber: tool.callerNumber,
  fullName: typeof args.full_name === 'string' ? args.full_name : undefined,
  phoneNumber: typeof args.phone_number === 'string' ? args.phone_number : undefined,
});

/** What the tools read of an appointment: a stored one, or the rehearsal one a test conversation finds. */
type Listed = Pick<StoredAppointment, 'id' | 'summary' | 'startsAt' | 'endsAt'>;
const isStored = (row: Listed): row is StoredAppointment => 'eventId' in row;

const describe = (row: Listed, zone: string) =>
  `${row.summary} on ${spokenStart(row.startsAt, zone)} (appointment id ${row.id})`;

const REHEARSAL_DAYS = 14;

/**
 * A test conversation (a dry run) has no real caller, so it never finds a real booking, and a
 * scenario could not rehearse moving or cancelling one. There it finds this stand-in instead, at
 * the first open time of the next two weeks (as a booking would get), under the name the caller
 * gave. The other tools act on it as on a real one: the new time is checked against the calendar,
 * and nothing is written. Null when no time is open.
 */
async function rehearsalAppointment(
  deps: BookingDeps,
  calendar: CalendarApi,
  agent: AgentRow,
  config: SchedulingConfig,
  fullName: string | undefined,
): Promise<Listed | null> {
  const minutes = durationOf(config, undefined);
  const today = DateTime.fromJSDate(deps.now?.() ?? new Date(), { zone: agent.timezone });
  for (let ahead = 0; ahead < REHEARSAL_DAYS; ahead++) {
    const result = await slotsFor(deps, calendar, agent, config, today.plus({ days: ahead }).toISODate()!, minutes);
    const start = result.ok ? result.slots[0] : undefined;
    if (!start) continue;
    return {
      id: REHEARSAL_APPOINTMENT_ID,
      summary: appointmentSummary('Appointment', fullName?.trim() || 'Test caller'),
      startsAt: start.toJSDate(),
      endsAt: start.plus({ minutes }).toJSDate(),
    };
  }
  return null;
}

/**
 * The appointment as the calendar has it now: the owner may have moved or deleted the event there,
 * and that wins. Null once the event is gone (the stored one is then marked cancelled).
 */
async function asInCalendar(deps: BookingDeps, tool: ToolContext, calendar: CalendarApi, row: StoredAppointment) {
  const event = await calendar.getEvent(row.eventId);
  if (!event || event.status === 'cancelled') {
    if (!tool.dryRun) await cancelAppointment(deps, tool.userId, row.id, 'Deleted in the calendar');
    return null;
  }
  const startsAt = new Date(event.start);
  const endsAt = new Date(event.end);
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())) return row;
  if (startsAt.getTime() === row.startsAt.getTime() && endsAt.getTime() === row.endsAt.getTime()) return row;
  if (!tool.dryRun) await moveAppointment(deps, tool.userId, row.id, startsAt, endsAt);
  return { ...row, startsAt, endsAt };
}

async function recordChange(deps: BookingDeps, tool: ToolContext, change: AppointmentChange) {
  await upsertCallRecord(deps.db, {
    vapiCallId: tool.vapiCallId,
    userId: tool.userId,
    agentId: tool.agentId,
    appointmentChanges: [change],
  });
}

type ChangeTarget = { answer: string } | { answer: null; row: Listed; calendar: CalendarApi };

/**
 * The caller's appointment named by the tool call, as the calendar has it now (in a dry run, the
 * rehearsal one when named); a sentence when there is none.
 */
async function appointmentToChange(
  deps: BookingDeps,
  tool: ToolContext,
  { agent, config }: { agent: AgentRow; config: SchedulingConfig },
  args: Record<string, unknown>,
): Promise<ChangeTarget> {
  const id = String(args.appointment_id ?? '').trim();
  if (tool.dryRun && id === REHEARSAL_APPOINTMENT_ID) {
    const calendar = await deps.calendarFor(tool.userId).catch(() => null);
    if (!calendar) return { answer: CALENDAR_UNREACHABLE };
    const row = await rehearsalAppointment(deps, calendar, agent, config, identityOf(tool, args).fullName);
    return row ? { answer: null, row, calendar } : { answer: APPOINTMENT_ANSWERS.notTheirs };
  }
  const row = await callersAppointment(deps, tool.userId, id, identityOf(tool, args));
  if (!row || row.status !== 'booked') return { answer: APPOINTMENT_ANSWERS.notTheirs };
  const calendar = await deps.calendarFor(tool.userId).catch(() => null);
  if (!calendar) return { answer: CALENDAR_UNREACHABLE };
  const current = await asInCalendar(deps, tool, calendar, row);
  if (!current) return { answer: NOT_IN_CALENDAR };
  return { answer: null, row: current, calendar };
}

/** The tools a caller manages their own bookings with: find, move and cancel. */
export function manageBookingTools(deps: BookingDeps): Record<string, ToolHandler> {
  const now = () => deps.now?.() ?? new Date();
  return {
    [FIND_APPOINTMENTS]: async (tool, args) => {
      const { agent, config } = await context(deps, tool);
      const identity = identityOf(tool, args);
      const result = await upcomingFor(deps, tool.userId, identity, now());
      if ('none' in result) {
        // A test caller known by the number calling, or by the name and number given, who booked
        // nothing: the rehearsal appointment. A chat has no number, so the agent asks for them first.
        if (tool.dryRun && (result.none === 'name' || tool.callerNumber)) {
          const calendar = await deps.calendarFor(tool.userId).catch(() => null);
          if (!calendar) return CALENDAR_UNREACHABLE;
          const rehearsal = await rehearsalAppointment(deps, calendar, agent, config, identity.fullName);
          if (rehearsal) return `${APPOINTMENT_ANSWERS.found} ${describe(rehearsal, agent.timezone)}.`;
        }
        return result.none === 'name' ? APPOINTMENT_ANSWERS.noneForName : APPOINTMENT_ANSWERS.noneForNumber;
      }
      const calendar = await deps.calendarFor(tool.userId).catch(() => null);
      const current = calendar
        ? (await Promise.all(result.found.map((row) => asInCalendar(deps, tool, calendar, row)))).filter(
            (row): row is StoredAppointment => row !== null && row.startsAt > now(),
          )
        : result.found;
      if (current.length === 0) return APPOINTMENT_ANSWERS.noneForNumber;
      return `${APPOINTMENT_ANSWERS.found} ${current.map((row) => describe(row, agent.timezone)).join('; ')}.`;
    },
    [RESCHEDULE_APPOINTMENT]: async (tool, args) => {
      const { agent, config } = await context(deps, tool);
      const target = await appointmentToChange(deps, tool, { agent, config }, args);
      if (target.answer !== null) return target.answer;
      const { row, calendar } = target;
      const start = DateTime.fromISO(String(args.new_start ?? ''), { zone: agent.timezone });
      if (!start.isValid) return 'I need the new date and time of the appointment.';
      const minutes = Math.max(5, Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000));
      const date = start.toISODate()!;
      const result = await slotsFor(deps, calendar, agent, config, date, minutes, {
        start: row.startsAt,
        end: row.endsAt,
      });
      if (!result.ok) return REASON_TEXT[result.reason];
      if (!result.slots.some((slot) => slot.equals(start))) {
        return `That time is no longer available. ${describeSlots(date, agent.timezone, result.slots)}`;
      }
      const startsAt = start.toJSDate();
      const moved = `${APPOINTMENT_ANSWERS.moved} the appointment is now on ${spokenStart(startsAt, agent.timezone)} (it was ${spokenStart(row.startsAt, agent.timezone)}).`;
      if (tool.dryRun || !isStored(row)) return moved;
      if (!(await claimSlot(deps.db, tool.userId, startsAt))) {
        const others = result.slots.filter((slot) => !slot.equals(start));
        return `That time is no longer available. ${describeSlots(date, agent.timezone, others)}`;
      }
      const endsAt = start.plus({ minutes }).toJSDate();
      await calendar
        .moveEvent(row.eventId, {
          start: start.toISO()!,
          end: start.plus({ minutes }).toISO()!,
          timeZone: agent.timezone,
        })
        .catch(async (error: unknown) => {
          await releaseSlot(deps.db, tool.userId, startsAt);
          throw error;
        });
      // The old time is free again for the next caller.
      await releaseSlot(deps.db, tool.userId, row.startsAt);
      await moveAppointment(deps, tool.userId, row.id, startsAt, endsAt);
      await recordChange(deps, tool, {
        kind: 'rescheduled',
        appointmentId: row.id,
        summary: row.summary,
        from: row.startsAt.toISOString(),
        to: startsAt.toISOString(),
        ...textConsentOf(args),
      });
      return moved;
    },
    [CANCEL_APPOINTMENT]: async (tool, args) => {
      const { agent, config } = await context(deps, tool);
      const target = await appointmentToChange(deps, tool, { agent, config }, args);
      if (target.answer !== null) return target.answer;
      const { row, calendar } = target;
      const cancelled = `${APPOINTMENT_ANSWERS.cancelled} the appointment on ${spokenStart(row.startsAt, agent.timezone)}.`;
      if (tool.dryRun || !isStored(row)) return cancelled;
      const reason = typeof args.reason === 'string' && args.reason.trim() ? args.reason.trim().slice(0, 500) : null;
      await calendar.cancelEvent(row.eventId);
      await releaseSlot(deps.db, tool.userId, row.startsAt);
      await cancelAppointment(deps, tool.userId, row.id, reason);
      await recordChange(deps, tool, {
        kind: 'cancelled',
        appointmentId: row.id,
        summary: row.summary,
        start: row.startsAt.toISOString(),
        reason,
        ...textConsentOf(args),
      });
      return cancelled;
    },
  };
}
