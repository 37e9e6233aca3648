import type { Appointment, CallerSummary } from '@portal/shared/callers';
import type { CallSummary } from '@portal/shared/calls';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { formatWeekdayTime, formatWeekdayTimeRange } from '../../../lib/weekday-time';
import { formatZonedTime } from '../../../lib/zoned-time';

/** How a caller is named on their page and in links: the name they gave, else their number. */
export const callerTitle = (caller: Pick<CallerSummary, 'name' | 'number'>) =>
  caller.name?.trim() || formatPhoneNumber(caller.number);

/**
 * A caller page's clock: the zone of the agent that answered their latest call, the one the inbox
 * and their calls below show that call in, so "Last call" and a text's time read the same clock;
 * the owner's (which the caller comes with) when no agent answered them or it is gone.
 */
export const callerZone = (calls: readonly Pick<CallSummary, 'agentTimezone'>[] | undefined, ownerZone: string) =>
  calls?.find((call) => call.agentTimezone)?.agentTimezone ?? ownerZone;

/** A moment in a zone (the owner's, as the server says it), named: 'Nov 26, 10:02 AM CST'. */
export const formatOwnerTime = (iso: string, timeZone: string) => formatZonedTime(iso, timeZone);

/** When an appointment starts, in the zone it was booked in (the owner's when the agent is gone). */
export const formatAppointmentStart = (appointment: Appointment, ownerZone: string) =>
  formatWeekdayTime(appointment.startsAt, appointment.timezone ?? ownerZone);

/** An appointment's span, in the zone it was booked in: 'Tue, Dec 1, 10:00 – 10:30 AM EST'. */
export const formatAppointmentSpan = (appointment: Appointment, ownerZone: string) =>
  formatWeekdayTimeRange(appointment.startsAt, appointment.endsAt, appointment.timezone ?? ownerZone);
