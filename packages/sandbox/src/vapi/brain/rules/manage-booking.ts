import { FIND_APPOINTMENTS } from '@portal/shared/voice-webhook.plain';
import { readFindAnswer } from './appointment-answers.ts';
import { namedAppointmentType } from './booking-flow.ts';
import { runTool, timezoneOf, type CallState, type TurnContext } from './call-state.ts';
import { readReason } from './caller-details.ts';
import { asksWhen, mentionsOwnBooking, normalise, saysCancel, saysMove } from './intents.ts';
import { ask, draftOf, finishManage, hintIn, kindOf, listOf, matching, offerMessage, whenOf } from './manage-common.ts';
import { askCancel } from './manage-cancel.ts';
import { startMove } from './manage-move.ts';
import type { Appointment, AppointmentHint, ManageIntent } from './manage-state.ts';
import { startMessage } from './message-flow.ts';

/**
 * A caller's own bookings, looked after with the webhook's tools: found by the number they call
 * from (or by the name and number the booking was made with), the one they mean picked out, then
 * read back, moved or cancelled.
 */

export const ASK_LOOKUP = 'What name and phone number was the appointment booked under?';
export const NOT_UNDER_NUMBER = "I can't find an upcoming appointment under the number you're calling from.";
export const NOT_UNDER_NAME = "I couldn't find an upcoming appointment under that name and phone number.";
export const CANNOT_MANAGE = "I can't look up or change appointments myself, but I can take a message for the team.";
export const ASK_ACTION = 'Would you like to move it or cancel it?';
// A question about when it is is answered for every appointment found; the others ask which.
const WHICH: Record<'move' | 'cancel' | 'null', string> = {
  move: 'Which one would you like to move?',
  cancel: 'Which one would you like to cancel?',
  null: 'Which one are you calling about?',
};

/** "My cleaning", "my Friday exam": the owner's appointment type within two words after "my". */
function namesOwnType(state: CallState, text: string): boolean {
  const types = state.brief?.scheduling?.appointmentTypes ?? [];
  const after = /\b(?:my|our)((?: [\w'-]+){1,2})/.exec(normalise(text))?.[1];
  return !!after && !!namedAppointmentType(after, types);
}

/** What the caller wants done with a booking of theirs, if that is what they ask about. */
export function manageIntent(state: CallState, text: string): ManageIntent | null {
  const words = normalise(text);
  const own = mentionsOwnBooking(text) || namesOwnType(state, text);
  // After a look-up earlier in the call, "can I move it?" is about those appointments.
  const earlier = !!state.manage?.found.length && /\b(it|that one|this one)\b/.test(words);
  const cancelWords = /\bcancel (it|that|this|the|an|my)\b|\b(need|want|like|have) to cancel\b/.test(words);
  if (saysCancel(text) && (own || earlier || cancelWords)) return 'cancel';
  if (saysMove(text) && (own || earlier || /\breschedul/.test(words))) return 'move';
  const asks = asksWhen(text) || /\b(do|did) (i|we) have\b/.test(words);
  if (asks && own && !/\b(book|make|schedule)\b/.test(words)) return 'when';
  return null;
}

/** Whether the agent's tools can do what the caller wants with their booking. */
function canDo(state: CallState, intent: ManageIntent | null): boolean {
  const { abilities } = state;
  if (!abilities.findAppointments) return false;
  if (intent === 'move') return abilities.rescheduleAppointment && abilities.checkAvailability;
  if (intent === 'cancel') return abilities.cancelAppointment;
  return true;
}

/**
 * "Move my cleaning on Friday to Wednesday": the words before the new time describe the
 * appointment, the rest ("to Wednesday") the new time.
 */
function splitTarget(text: string): { words: string; target: string | null } {
  const verb = /\b(reschedule|rebook|move|change|push|postpone|bring)\b/i.exec(text);
  const start = verb ? verb.index + verb[0].length : 0;
  const to = /\b(to|for|until|till)\b/i.exec(text.slice(start));
  if (!to) return { words: text, target: null };
  return { words: text.slice(0, start + to.index), target: text.slice(start + to.index) };
}

/**
 * Starts looking after one of the caller's bookings: `intent` is what they want done (null when
 * they have not said), `hint` what is known of which one (a returning caller's next appointment),
 * else read from their words.
 */
export async function startManage(
  context: TurnContext,
  intent: ManageIntent | null,
  text: string,
  hint?: AppointmentHint,
) {
  const { state } = context;
  if (!canDo(state, intent)) return startMessage(context, CANNOT_MANAGE);
  const { words, target } = intent === 'move' || intent === null ? splitTarget(text) : { words: text, target: null };
  const reason = intent === 'cancel' ? readReason(text) : undefined;
  state.flow = 'manage';
  state.manage = {
    intent,
    hint: hint ?? hintIn(state, words),
    target,
    // A caller found by their name and number is not asked for them again.
    lookup: state.manage?.lookup ?? {},
    found: [],
    chosen: null,
    ...(reason ? { reason } : {}),
  };
  await lookUp(context);
}

/** Asks the webhook for the caller's upcoming appointments and goes on from its answer. */
export async function lookUp(context: TurnContext) {
  const { state } = context;
  const draft = draftOf(state);
  const answer = await runTool(context, FIND_APPOINTMENTS, { ...draft.lookup });
  if (answer === null) return offerMessage(context);
  const read = readFindAnswer(answer, state.now(), timezoneOf(state));
  switch (read.kind) {
    case 'found':
      draft.found = read.appointments;
      return choose(context);
    case 'none-for-number':
      return ask(context, { ask: 'lookup' }, ASK_LOOKUP, NOT_UNDER_NUMBER);
    case 'none-for-name':
      draft.lookup = {};
      return offerMessage(context, NOT_UNDER_NAME);
    case 'other':
      return offerMessage(context, answer);
  }
}

/** The appointment the caller means: the one their words point at, else asked among those found. */
async function choose(context: TurnContext) {
  const draft = draftOf(context.state);
  const pointed = matching(draft.found, draft.hint);
  const candidates = pointed.length ? pointed : draft.found;
  if (draft.intent === 'when') return readBack(context, candidates);
  if (candidates.length === 1) return proceed(context, candidates[0]!);
  // The caller picks among those read out to them.
  draft.found = candidates;
  const count = `You have ${candidates.length} upcoming appointments: ${listOf(candidates)}.`;
  ask(context, { ask: 'which' }, WHICH[draft.intent ?? 'null'], count);
}

function readBack(context: TurnContext, appointments: Appointment[]) {
  if (appointments.length === 1) {
    const [only] = appointments as [Appointment];
    return finishManage(context, `Your ${kindOf(only)} is on ${whenOf(only)}.`);
  }
  finishManage(context, `You have ${listOf(appointments)}.`);
}

/** Goes on with the appointment the caller means, as they asked. */
export async function proceed(context: TurnContext, appointment: Appointment) {
  const draft = draftOf(context.state);
  draft.chosen = appointment;
  // The caller hears which one was found, unless it is the one the greeting named.
  const named = !draft.hint.words && matching([appointment], draft.hint).length > 0;
  const found = named ? undefined : `I see your ${kindOf(appointment)} on ${whenOf(appointment)}.`;
  switch (draft.intent) {
    case 'when':
      return readBack(context, [appointment]);
    case 'move':
      return startMove(context, found);
    case 'cancel':
      // The question names the appointment itself.
      return askCancel(context);
    case null:
      return ask(context, { ask: 'action' }, ASK_ACTION, ...(found ? [found] : []));
  }
}
