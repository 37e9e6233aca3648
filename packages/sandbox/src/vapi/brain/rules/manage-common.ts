import { say, timezoneOf, type CallState, type TurnContext } from './call-state.ts';
import { readWhen } from './dates.ts';
import { inSentence } from './details.ts';
import type { Appointment, AppointmentHint, ManageDraft, ManageStep } from './manage-state.ts';
import { ANYTHING_ELSE } from './message-flow.ts';
import { OFFER_MESSAGE_QUESTION } from './replies.ts';
import { searchTerms } from './search-terms.ts';

/** How the agent speaks of a caller's appointments, and the steps every booking question shares. */

/** "cleaning" for "Cleaning – Jane Doe": the kind of appointment, less the name the calendar adds. */
export function kindOf(appointment: Appointment): string {
  const kind = appointment.what.split(/\s+[–—-]\s+/)[0]!.trim();
  return kind ? inSentence(kind) : 'appointment';
}

/** "Tuesday, December 1 at 10:00 AM". */
export const whenOf = (appointment: Appointment) => `${appointment.day} at ${appointment.time}`;

const withArticle = (kind: string) => `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;

/** "a cleaning on Tuesday, December 1 at 10:00 AM and an exam on Friday, December 4 at 2:30 PM". */
export function listOf(appointments: Appointment[]): string {
  const items = appointments.map((appointment) => `${withArticle(kindOf(appointment))} on ${whenOf(appointment)}`);
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

export const draftOf = (state: CallState): ManageDraft => state.manage!;
export const chosenOf = (state: CallState): Appointment => state.manage!.chosen!;

/** Asks `question` (after `lead`) and waits for its answer as `step`. */
export function ask(context: TurnContext, step: ManageStep, question: string, ...lead: string[]) {
  context.state.pending = { kind: 'manage', step, question };
  say(context, ...lead, question);
}

/** Done with the booking: what is said, then whether the caller wants anything else. */
export function finishManage(context: TurnContext, ...said: string[]) {
  context.state.flow = null;
  context.state.pending = { kind: 'anything-else' };
  say(context, ...said, ANYTHING_ELSE);
}

/** The agent cannot go on with the booking (not found, refused, a tool that failed): a message instead. */
export function offerMessage(context: TurnContext, ...said: string[]) {
  context.state.flow = null;
  context.state.pending = { kind: 'offer-message' };
  say(context, ...said, OFFER_MESSAGE_QUESTION);
}

const WEEKDAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i;
// Words that name no kind of appointment: "my appointment" says which one no more than "it" does.
const GENERIC = new Set(['appointment', 'booking', 'visit', 'session', 'reservation', 'slot']);

const kindTerms = (appointment: Appointment) => searchTerms(kindOf(appointment)).filter((term) => !GENERIC.has(term));

/**
 * The appointments the caller's words point at: the weekday or date they name, the time, and the
 * kind ("my cleaning on Friday"), each only when said. A weekday alone names the appointment on
 * that weekday, whichever week it falls in.
 */
export function matching(found: Appointment[], hint: AppointmentHint): Appointment[] {
  const weekday = WEEKDAY.exec(hint.words)?.[1]?.toLowerCase();
  const said = new Set(searchTerms(hint.words));
  const namesKind = (appointment: Appointment) => kindTerms(appointment).some((term) => said.has(term));
  const kindNamed = found.some(namesKind);
  return found.filter(
    (appointment) =>
      (!hint.date ||
        appointment.date === hint.date ||
        (!!weekday && appointment.day.toLowerCase().startsWith(weekday))) &&
      (!hint.time || appointment.clock === hint.time) &&
      (!kindNamed || namesKind(appointment)),
  );
}

/** What the caller said of an appointment, read as a hint to which one they mean. */
export function hintIn(state: CallState, words: string): AppointmentHint {
  return { words, ...readWhen(words, state.now(), timezoneOf(state)) };
}
