import type { CallOutcomeKind } from '@portal/shared/call-outcome.plain';
import type { Appointment, CallerSummary } from '@portal/shared/callers';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import type { MarkerColor } from '../../../components/ui/status-marker';
import { formatWeekdayTime, formatWeekdayTimeRange } from '../../../lib/weekday-time';
import { formatZonedTime } from '../../../lib/zoned-time';

/** How a caller is named on their page and in links: the name they gave, else their number. */
export const callerTitle = (caller: Pick<CallerSummary, 'name' | 'number'>) =>
  caller.name?.trim() || formatPhoneNumber(caller.number);

/** The owner's own zone: the directory is theirs, across agents that may sit in other zones. */
const ownerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment in the owner's zone, named: 'Nov 26, 10:02 AM CST' (when they last called, when a text went). */
export const formatOwnerTime = (iso: string) => formatZonedTime(iso, ownerZone());

/** When an appointment starts, in the zone it was booked in (the owner's when the agent is gone). */
export const formatAppointmentStart = (appointment: Appointment) =>
  formatWeekdayTime(appointment.startsAt, appointment.timezone ?? ownerZone());

/** An appointment's span, in the zone it was booked in: 'Tue, Dec 1, 10:00 – 10:30 AM EST'. */
export const formatAppointmentSpan = (appointment: Appointment) =>
  formatWeekdayTimeRange(appointment.startsAt, appointment.endsAt, appointment.timezone ?? ownerZone());

/**
 * An outcome's colour as a quiet marker: green what the agent got done, orange what waits for the
 * owner, red an urgent matter, blue a hand-over, grey what came to nothing.
 */
export const OUTCOME_COLORS: Record<CallOutcomeKind, MarkerColor> = {
  booked: 'green',
  rescheduled: 'green',
  answered: 'green',
  cancelled: 'gray',
  message_taken: 'orange',
  question_unanswered: 'orange',
  urgent: 'red',
  transferred: 'blue',
  hung_up_early: 'gray',
  spam: 'gray',
  blocked: 'gray',
};
