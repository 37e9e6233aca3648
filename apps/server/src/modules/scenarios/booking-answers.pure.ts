import { APPOINTMENT_ANSWERS } from '@portal/shared/voice-webhook.plain';

/** What the webhook's answers to the booking tools say was done, as the expectations report it. */

/** "Booked: Friday, November 27 at 10:00 AM for 30 minutes. …" -> "Friday, November 27 at 10:00 AM". */
export function bookedWhen(answer: string) {
  const text = answer.replace(/^Booked:\s*/, '');
  const when = /^(.*?)(?:\s+for\s+\d+\s+minutes?)?\.(?:\s|$)/.exec(text)?.[1];
  return when || text;
}

/** "Cancelled: the appointment on Tuesday, March 12 at 9:00 AM." -> "the appointment on Tuesday, March 12 at 9:00 AM". */
export const cancelledWhat = (answer: string) =>
  answer.slice(APPOINTMENT_ANSWERS.cancelled.length).trim().replace(/\.$/, '');

// How the webhook lists a found appointment: "<what> on Tuesday, March 12 at 9:00 AM (appointment id …)".
const LISTED_AT = /\bon ([A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}) at (\d{1,2}:\d{2}\s?[AP]M) \(appointment id /g;

/** The day and time of each appointment a look-up found (none when it found none). */
export function appointmentTimes(answer: string | null): { when: string; time: string }[] {
  if (!answer?.startsWith(APPOINTMENT_ANSWERS.found)) return [];
  return [...answer.matchAll(LISTED_AT)].map(([, day, clock]) => {
    const time = clock!.replace(/\s+/g, ' ');
    return { when: `${day} at ${time}`, time };
  });
}

/** "Moved: the appointment is now on B (it was A)." -> "from A to B"; null for another wording. */
export function movedWhen(answer: string) {
  const found = /now on (.+?) \(it was (.+?)\)/.exec(answer);
  return found ? `from ${found[2]} to ${found[1]}` : null;
}
