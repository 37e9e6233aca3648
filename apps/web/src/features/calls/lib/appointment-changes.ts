import type { AppointmentChange } from '@portal/shared/callers.plain';
import { formatWeekdayTime } from '../../../lib/weekday-time';

/** The zone's short name at that moment ('EST', 'EDT'); undefined for a zone the browser does not know. */
function zoneName(iso: string, timeZone: string) {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

/**
 * What a call did to a booking, as a sentence in the business's zone: 'Booked Cleaning – Jane Doe
 * for Tuesday, December 1, 10:00 AM EST', 'Moved … from Tue, Dec 1, 10:00 AM to Wed, Dec 2,
 * 10:00 AM EST' (the zone said once unless the clocks changed in between), 'Cancelled …
 * (Tue, Dec 1, 10:00 AM EST): the reason'.
 */
export function describeAppointmentChange(change: AppointmentChange, timeZone: string, now = new Date()): string {
  const at = (iso: string, withZone = true) => formatWeekdayTime(iso, timeZone, { withZone, now });
  switch (change.kind) {
    case 'booked':
      return `Booked ${change.summary} for ${formatWeekdayTime(change.start, timeZone, { style: 'long', now })}`;
    case 'rescheduled': {
      const sameZone = zoneName(change.from, timeZone) === zoneName(change.to, timeZone);
      return `Moved ${change.summary} from ${at(change.from, !sameZone)} to ${at(change.to)}`;
    }
    case 'cancelled':
      return `Cancelled ${change.summary} (${at(change.start)})${change.reason ? `: ${change.reason}` : ''}`;
  }
}
