import type { CalendarStatus } from '@portal/shared/calendar';
import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';

/**
 * How one part of the hub stands: a short status for its marker (green when it works, orange
 * when an agent cannot answer or book without it, each saying what is missing rather than a
 * general "needs attention" beside it), a line of detail when there is more to name, and the one
 * thing the row leads to doing next (every row has one, so the two read alike whatever is
 * connected).
 */
export type PartStatus = {
  label: string;
  tone: 'ok' | 'attention';
  detail?: string;
  action: string;
};

/** A number an agent answers: active, given to an agent, and known to the voice platform. */
const answers = (number: PhoneNumber) => number.status === 'active' && !!number.assignedAgentId && !number.syncError;

const countOf = (numbers: PhoneNumber[]) => `${numbers.length} number${numbers.length === 1 ? '' : 's'}`;

/**
 * The phone numbers row: the first number an agent answers on ('Answering on (512) 555-0144'),
 * or, while no call reaches an agent, what is missing and the hub's way to fix it.
 */
export function numbersStatus(numbers: PhoneNumber[]): PartStatus {
  if (numbers.length === 0) {
    return { label: 'No number yet', tone: 'attention', action: 'Get a phone number' };
  }
  const answering = numbers.find(answers);
  if (!answering) {
    return {
      label: 'Not answering yet',
      tone: 'attention',
      detail: countOf(numbers),
      action: 'Choose the agent that answers',
    };
  }
  const first = `Answering on ${formatPhoneNumber(answering.phoneNumber)}`;
  return {
    label: 'Connected',
    tone: 'ok',
    detail: numbers.length === 1 ? first : `${first} · ${countOf(numbers)}`,
    action: 'Manage your numbers',
  };
}

/**
 * The calendar row: 'Connected' and the Google account, or 'Not connected' in orange (an agent
 * that books needs it, as the hub's checklist says) and the way to connect one.
 */
export function calendarStatus(status: CalendarStatus): PartStatus {
  if (!status.connected) {
    return { label: 'Not connected', tone: 'attention', action: 'Connect Google Calendar' };
  }
  const action = 'Manage your calendar';
  return status.email
    ? { label: 'Connected', tone: 'ok', detail: status.email, action }
    : { label: 'Connected', tone: 'ok', action };
}
