import { DateTime } from 'luxon';
import { readClosures } from '@portal/shared/agents/closures.plain';
import { approvedHours } from '@portal/shared/agents/completion.plain';
import { readSchedulingConfig, type SchedulingConfig } from '@portal/shared/agents/scheduling';
import type { Database } from '../../../db/client.ts';
import type { CalendarApi } from '../../../providers/calendar/calendar.ts';
import { findOwnedAgent, type AgentRow } from '../../agents/agents.service.ts';
import { BOOK_APPOINTMENT, CHECK_AVAILABILITY } from '@portal/shared/voice-webhook.plain';
import { recordBooking } from '../../callers/appointments.service.ts';
import { upsertCallRecord } from '../call-records.repo.ts';
import { claimSlot, releaseSlot } from '../call-work.repo.ts';
import { textConsentOf, type ToolContext, type ToolHandler } from '../call-tools.pure.ts';
import { availableSlots, REASON_TEXT, type SlotQuery } from './slots.pure.ts';
import { missingDetails, describeSlots, eventFor, type BookingArgs } from './booking-text.pure.ts';

export type BookingDeps = {
  db: Database;
  /** The owner's calendar with a fresh access token; throws when none is connected. */
  calendarFor: (userId: string) => Promise<CalendarApi>;
  now?: () => Date;
};

const NO_CALENDAR = "I can't see the calendar right now, so I'll take your details and the team will confirm a time.";

export async function context(deps: BookingDeps, tool: ToolContext) {
  const agent = await findOwnedAgent(deps.db, tool.userId, tool.agentId);
  if (!agent) throw new Error('agent missing');
  return { agent, config: readSchedulingConfig(agent.schedulingConfig) };
}

/**
 * The day's open slots with fresh busy times from the calendar. An appointment being moved is left
 * out of the busy times (`moving`), so it can move to a time that overlaps where it is now.
 */
export async function slotsFor(
  deps: BookingDeps,
  calendar: CalendarApi,
  agent: AgentRow,
  config: SchedulingConfig,
  date: string,
  minutes: number,
  moving?: { start: Date; end: Date },
) {
  const day = DateTime.fromISO(date, { zone: agent.timezone });
  const buffer = config.buffer_between_appointments ?? 0;
  const busy = day.isValid
    ? await calendar.freeBusy({
        timeMin: day.startOf('day').minus({ minutes: buffer }).toISO()!,
        timeMax: day.endOf('day').plus({ minutes: buffer }).toISO()!,
        timeZone: agent.timezone,
      })
    : [];
  const query: SlotQuery = {
    date,
    durationMinutes: minutes,
    timezone: agent.timezone,
    hours: approvedHours(agent),
    closures: readClosures(agent.closures),
    config,
    busy: busy
      .map((interval) => ({ start: new Date(interval.start), end: new Date(interval.end) }))
      .filter((interval) => !moving || !sameInterval(interval, moving)),
    now: deps.now?.() ?? new Date(),
  };
  return availableSlots(query);
}

const sameInterval = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) =>
  a.start.getTime() === b.start.getTime() && a.end.getTime() === b.end.getTime();

export const durationOf = (config: SchedulingConfig, asked: unknown) =>
  typeof asked === 'number' && Number.isInteger(asked) ? asked : (config.appointment_duration_options[0] ?? 30);

/** The in-call booking tools (check_availability, book_appointment) against the owner's calendar. */
export function bookingTools(deps: BookingDeps): Record<string, ToolHandler> {
  return {
    [CHECK_AVAILABILITY]: async (tool, args) => {
      const { agent, config } = await context(deps, tool);
      const calendar = await deps.calendarFor(tool.userId).catch(() => null);
      if (!calendar) return NO_CALENDAR;
      const date = String(args.date ?? '');
      const result = await slotsFor(deps, calendar, agent, config, date, durationOf(config, args.duration_minutes));
      if (!result.ok) return REASON_TEXT[result.reason];
      const wanted = typeof args.time === 'string' ? args.time : undefined;
      return describeSlots(date, agent.timezone, result.slots, wanted);
    },
    [BOOK_APPOINTMENT]: async (tool, args) => {
      const { agent, config } = await context(deps, tool);
      const booking = args as BookingArgs;
      const missing = missingDetails(config, booking);
      if (missing) return missing;
      const start = DateTime.fromISO(String(booking.start ?? ''), { zone: agent.timezone });
      if (!start.isValid) return 'I need the date and time of the appointment.';
      const calendar = await deps.calendarFor(tool.userId).catch(() => null);
      if (!calendar) return NO_CALENDAR;
      const minutes = durationOf(config, booking.duration_minutes);
      // Checked again just before inserting: the slot may have been taken since it was offered.
      const result = await slotsFor(deps, calendar, agent, config, start.toISODate()!, minutes);
      if (!result.ok) return REASON_TEXT[result.reason];
      if (!result.slots.some((slot) => slot.equals(start))) {
        return `That time is no longer available. ${describeSlots(start.toISODate()!, agent.timezone, result.slots)}`;
      }
      const booked = `Booked: ${start.toFormat("cccc, LLLL d 'at' h:mm a")} for ${minutes} minutes. The appointment is confirmed.`;
      if (tool.dryRun) return booked;
      // Two callers offered the same time: the first claim wins, the second hears it is gone.
      const startsAt = start.toJSDate();
      if (!(await claimSlot(deps.db, tool.userId, startsAt))) {
        return `That time is no longer available. ${describeSlots(
          start.toISODate()!,
          agent.timezone,
          result.slots.filter((slot) => !slot.equals(start)),
        )}`;
      }
      const event = await calendar
        .insertEvent(eventFor(agent, booking, start, minutes))
        .catch(async (error: unknown) => {
          await releaseSlot(deps.db, tool.userId, startsAt);
          throw error;
        });
      const appointment = {
        eventId: event.id,
        start: event.start,
        end: event.end,
        summary: event.summary,
        htmlLink: event.htmlLink,
        name: booking.full_name,
      };
      const stored = await recordBooking(deps, {
        userId: tool.userId,
        agentId: tool.agentId,
        callerNumber: tool.callerNumber,
        bookedNumber: booking.phone_number ?? null,
        callerName: booking.full_name?.trim() ?? '',
        summary: event.summary ?? 'Appointment',
        eventId: event.id,
        startsAt: startsAt,
        endsAt: start.plus({ minutes }).toJSDate(),
        bookedByCall: tool.vapiCallId,
      });
      await upsertCallRecord(deps.db, {
        vapiCallId: tool.vapiCallId,
        userId: tool.userId,
        agentId: tool.agentId,
        appointment,
        appointmentChanges: [
          {
            kind: 'booked',
            appointmentId: stored.id,
            summary: stored.summary,
            start: startsAt.toISOString(),
            ...textConsentOf(args),
          },
        ],
      });
      return booked;
    },
  };
}
