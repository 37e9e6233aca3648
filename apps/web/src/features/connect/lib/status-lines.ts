import type { CalendarStatus } from '@portal/shared/calendar';
import type { PhoneNumber } from '@portal/shared/phone-numbers';

/** A US number as people there write it, '(512) 555-0144'; any other as stored. */
export function nationalNumber(e164: string) {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/**
 * How one part of the hub stands: a short status for its badge (green when it works, orange when
 * it is there but not working yet, grey when it is not there), a line of detail when there is
 * something to name, and what the tile leads to doing next (every tile has one, so the two read
 * alike whatever is connected).
 */
export type PartStatus = {
  badge: string;
  tone: 'ok' | 'attention' | 'off';
  detail?: string;
  action: string;
};

/** A number an agent answers: active, given to an agent, and known to the voice platform. */
const answers = (number: PhoneNumber) => number.status === 'active' && !!number.assignedAgentId && !number.syncError;

/**
 * The phone numbers tile: how many numbers, and the first one an agent answers on ('2 numbers',
 * 'Answering on (512) 555-0144'), or 'No number yet' and the way to buy one.
 */
export function numbersStatus(numbers: PhoneNumber[]): PartStatus {
  if (numbers.length === 0) return { badge: 'No number yet', tone: 'off', action: 'Get your first number' };
  const badge = `${numbers.length} number${numbers.length === 1 ? '' : 's'}`;
  const answering = numbers.find(answers);
  return answering
    ? {
        badge,
        tone: 'ok',
        detail: `Answering on ${nationalNumber(answering.phoneNumber)}`,
        action: 'Manage your numbers',
      }
    : { badge, tone: 'attention', detail: 'None answering yet', action: 'Choose the agent that answers' };
}

/**
 * The calendar tile: 'Connected' and the Google account, or 'Not Connected' (as the calendar page
 * writes it) and the way to connect one.
 */
export function calendarStatus(status: CalendarStatus): PartStatus {
  if (!status.connected) return { badge: 'Not Connected', tone: 'off', action: 'Connect Google Calendar' };
  const action = 'Manage your calendar';
  return status.email
    ? { badge: 'Connected', tone: 'ok', detail: status.email, action }
    : { badge: 'Connected', tone: 'ok', action };
}
