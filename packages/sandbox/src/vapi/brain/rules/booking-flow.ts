import { searchTerms } from './search-terms.ts';
import { CHECK_AVAILABILITY } from '@portal/shared/voice-webhook.plain';
import { runTool, say, timezoneOf, type CallState, type TurnContext } from './call-state.ts';
import { askFor, nextMissing } from './collect.ts';
import { readWhen, spokenDay, spokenTime } from './dates.ts';
import { closedDateSentence } from './open-times.ts';
import { bookingDetail, inSentence, itemDetail, QUESTIONS, type Detail } from './details.ts';
import { ANYTHING_ELSE } from './message-flow.ts';
import { readAvailabilityAnswer } from './tool-answers.ts';

/**
 * Booking an appointment the way the webhook's tools allow: find the day, check it, agree a time,
 * collect the details the owner requires, confirm, book. Without a calendar the same details and
 * the wanted day and time are taken down for the team to confirm.
 */

export const CANNOT_BOOK =
  "I can't book appointments, but I can take a message and the team will get back to you. Would you like that?";
export const NO_CALENDAR =
  "I can't see the calendar right now, so I'll take your details and the team will confirm a time.";
export const ASK_DAY = 'What day would you like to come in?';
export const ASK_TIME = 'Which time works for you?';
export const ASK_OTHER_DAY = 'Is there another day that works for you?';
const DEFAULT_DURATION = 30;

/** The appointment type the caller named, as the owner spells it. */
export function appointmentTypeIn(text: string, types: string[]): string | undefined {
  return namedAppointmentType(text, types) ?? typeByWords(text, types);
}

/** The type the caller names in its own words, plural or not. */
export function namedAppointmentType(text: string, types: string[]): string | undefined {
  const words = text.toLowerCase();
  // Longest first, so "Deep cleaning" wins over "Cleaning".
  return [...types]
    .sort((a, b) => b.length - a.length)
    .find((type) => new RegExp(`\\b${escape(type.toLowerCase())}(s|es)?\\b`).test(words));
}

/**
 * Callers name a type by its main word ("a cleaning" for "Routine cleaning"): the type most of
 * whose words the caller used wins, the shorter one on a tie ("Routine cleaning" rather than
 * "New patient exam and cleaning").
 */
function typeByWords(text: string, types: string[]): string | undefined {
  const said = new Set(searchTerms(text));
  let best: { type: string; share: number } | undefined;
  for (const type of types) {
    const terms = [...new Set(searchTerms(type))];
    const share = terms.length ? terms.filter((term) => said.has(term)).length / terms.length : 0;
    if (share > 0 && (!best || share > best.share)) best = { type, share };
  }
  return best?.type;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function startBooking(context: TurnContext, text: string) {
  const { state } = context;
  const scheduling = state.brief?.scheduling;
  if (!scheduling) {
    say(context, CANNOT_BOOK);
    state.pending = { kind: 'offer-message' };
    return;
  }
  const appointmentType = appointmentTypeIn(text, scheduling.appointmentTypes);
  const canBook = scheduling.canBook && state.abilities.checkAvailability && state.abilities.bookAppointment;
  const when = readWhen(text, state.now(), timezoneOf(state));
  // A day the owner closed is refused before anything else: the compiled assistant is told the same.
  const closed = when.date
    ? closedDateSentence(
        when.date,
        timezoneOf(state),
        state.brief?.hours ?? null,
        state.brief?.closures ?? [],
        state.now(),
      )
    : null;
  if (closed) {
    say(context, closed);
    when.date = undefined;
    when.time = undefined;
  }
  state.booking = {
    ...when,
    appointmentType,
    durationMinutes: scheduling.durations[0] ?? DEFAULT_DURATION,
    asRequest: !canBook,
  };
  state.flow = 'booking';
  // Asking for "a cleaning" says why the caller is coming in.
  if (appointmentType && !state.known.has('reason')) state.known.set('reason', appointmentType);
  if (!canBook) {
    say(context, NO_CALENDAR);
    return advanceBooking(context);
  }
  if (!when.date) return askDay(context, ASK_DAY);
  await checkDay(context);
}

export function askDay(context: TurnContext, question: string) {
  context.state.pending = { kind: 'booking-day' };
  say(context, question);
}

/** Asks the webhook for the open times on the draft's day and goes on from its answer. */
export async function checkDay(context: TurnContext) {
  const { state } = context;
  const draft = state.booking!;
  const args: Record<string, unknown> = { date: draft.date, duration_minutes: draft.durationMinutes };
  if (draft.appointmentType) args.appointment_type = draft.appointmentType;
  if (draft.time) args.time = draft.time;
  const answer = await runTool(context, CHECK_AVAILABILITY, args);
  if (answer === null) return offerMessageInstead(context);
  const read = readAvailabilityAnswer(answer);
  if (read.kind === 'no-calendar') return takeAsRequest(context, answer);
  if (read.kind === 'refused') {
    say(context, answer);
    draft.date = undefined;
    return askDay(context, ASK_OTHER_DAY);
  }
  if (draft.time && read.times.includes(draft.time)) {
    say(context, `${spokenTime(draft.time)} on ${spokenDay(draft.date!, timezoneOf(state))} is available.`);
    return advanceBooking(context);
  }
  if (draft.time) say(context, `${spokenTime(draft.time)} isn't one of the open times.`);
  draft.time = undefined;
  say(context, answer, ASK_TIME);
  state.pending = { kind: 'booking-time', offered: read.times };
}

/** No calendar after all: what the webhook said is read out and the request taken down. */
export function takeAsRequest(context: TurnContext, said: string) {
  context.state.booking!.asRequest = true;
  say(context, said);
  advanceBooking(context);
}

export function offerMessageInstead(context: TurnContext) {
  context.state.flow = null;
  context.state.pending = { kind: 'offer-message' };
  say(context, 'I can take a message so the team can get back to you. Would you like that?');
}

/** The details the booking tool needs: the full name always, then the ones the owner requires. */
function bookingNeeds(state: CallState): Detail[] {
  const required = (state.brief?.scheduling?.required ?? [])
    .map(({ argument }) => bookingDetail(argument))
    .filter((detail): detail is Detail => detail !== null);
  return unique([bookingDetail('full_name')!, ...required]);
}

/** The owner's own questions for every caller that the booking did not already answer. */
const ownerQuestions = (state: CallState) => unique((state.brief?.infoToCollect ?? []).map(itemDetail));

const unique = (details: Detail[]) =>
  details.filter((detail, index) => details.findIndex((other) => other.key === detail.key) === index);

/**
 * The booking's next step once an answer is in: the next detail the booking needs, then the
 * confirmation. The owner's own questions come after the booking, so a slot agreed on is not
 * lost to a long questionnaire; a request taken down without a calendar asks them before it ends.
 */
export function advanceBooking(context: TurnContext) {
  const { state } = context;
  const draft = state.booking!;
  if (state.booked) return askOwnerQuestions(context);
  const missing = nextMissing(state, bookingNeeds(state));
  if (missing) return askFor(context, missing);
  if (draft.asRequest) {
    const question = nextMissing(state, ownerQuestions(state));
    if (question) return askFor(context, question);
    if (!draft.date && !state.known.has('when')) return askFor(context, { key: 'when', question: QUESTIONS.when });
    return finishRequest(context);
  }
  const type = draft.appointmentType ? withArticle(draft.appointmentType) : 'an appointment';
  const name = state.known.get('name');
  say(
    context,
    `To confirm: ${type} on ${spokenDay(draft.date!, timezoneOf(state))} at ${spokenTime(draft.time!)}${
      name ? ` for ${name}` : ''
    }. Shall I book it?`,
  );
  state.pending = { kind: 'booking-confirm' };
}

/** After the booking: the owner's questions one at a time, then the call goes on. */
export function askOwnerQuestions(context: TurnContext, lead?: string) {
  const { state } = context;
  const question = nextMissing(state, ownerQuestions(state));
  if (question) return askFor(context, question, lead);
  state.flow = null;
  state.pending = { kind: 'anything-else' };
  say(context, ANYTHING_ELSE);
}

function finishRequest(context: TurnContext) {
  const { state } = context;
  state.flow = null;
  state.messageTaken = true;
  const name = state.known.get('name');
  say(
    context,
    `Thanks${name ? `, ${name}` : ''}. I'll pass your request on and the team will confirm a time with you.`,
    ANYTHING_ELSE,
  );
  state.pending = { kind: 'anything-else' };
}

/** The request as the team reads it: "Appointment request: cleaning, Friday, November 27 at 10:00 AM." */
export function bookingRequest(state: CallState): string | undefined {
  const draft = state.booking;
  if (!draft?.asRequest) return undefined;
  const when = draft.date
    ? `${spokenDay(draft.date, timezoneOf(state))}${draft.time ? ` at ${spokenTime(draft.time)}` : ''}`
    : state.known.get('when');
  const what = draft.appointmentType ? inSentence(draft.appointmentType) : 'appointment';
  return `Appointment request: ${what}${when ? `, ${when}` : ''}.`;
}

const withArticle = (type: string) => `${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${inSentence(type)}`;
