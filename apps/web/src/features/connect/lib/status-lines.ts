import type { CalendarStatus } from '@portal/shared/calendar';
import type { PhoneNumber } from '@portal/shared/phone-numbers';

/** A US number as people there write it, '(512) 555-0144'; any other as stored. */
export function nationalNumber(e164: string) {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/** A number an agent answers: active, given to an agent, and known to the voice platform. */
const answers = (number: PhoneNumber) => number.status === 'active' && !!number.assignedAgentId && !number.syncError;

/**
 * The phone numbers tile's line: how many numbers, and the first one an agent answers on
 * ('2 numbers · answering on (512) 555-0144'), or 'No number yet'.
 */
export function numbersLine(numbers: PhoneNumber[]) {
  if (numbers.length === 0) return 'No number yet';
  const count = `${numbers.length} number${numbers.length === 1 ? '' : 's'}`;
  const answering = numbers.find(answers);
  return answering
    ? `${count} · answering on ${nationalNumber(answering.phoneNumber)}`
    : `${count} · none answering yet`;
}

/** The calendar tile's line: 'Connected as owner@gmail.com' or 'Not connected'. */
export function calendarLine(status: CalendarStatus) {
  if (!status.connected) return 'Not connected';
  return status.email ? `Connected as ${status.email}` : 'Connected';
}
