import { readSpokenWhen } from './appointment-answers.ts';
import { nameFromAnswer, readPhone } from './caller-details.ts';
import { say, timezoneOf, type TurnContext } from './call-state.ts';
import { readWhen } from './dates.ts';
import { isNo, isYes, looksLikeQuestion, normalise, saysCancel, saysMove } from './intents.ts';
import { ASK_ACTION, ASK_LOOKUP, lookUp, manageIntent, proceed, startManage } from './manage-booking.ts';
import { answerCancelConfirm, answerCancelReason, askCancel } from './manage-cancel.ts';
import { ask, draftOf, finishManage, matching, offerMessage } from './manage-common.ts';
import { answerMoveConfirm, answerMoveDay, answerMoveTime, startMove } from './manage-move.ts';
import type { ManageIntent, ManageStep } from './manage-state.ts';

/** The caller's answers to what the agent asked about one of their bookings. */

/** Handles the answer; false when it is no answer to `step` (a question of the caller's own). */
export async function answerManage(context: TurnContext, step: ManageStep, text: string): Promise<boolean> {
  switch (step.ask) {
    case 'greeting':
      return answerGreeting(context, text);
    case 'lookup':
      return answerLookup(context, text);
    case 'which':
      return answerWhich(context, text);
    case 'action':
      return answerAction(context, text);
    case 'move-day':
      return changedToCancel(context, text) || answerMoveDay(context, text);
    case 'move-time':
      return changedToCancel(context, text) || answerMoveTime(context, text, step.offered);
    case 'move-confirm':
      return changedToCancel(context, text) || answerMoveConfirm(context, text);
    case 'cancel-confirm':
      return (await changedToMove(context, text)) || answerCancelConfirm(context, text);
    case 'cancel-reason':
      return answerCancelReason(context, text);
  }
}

const SHORT_ANSWER_WORDS = 4;
const isShort = (text: string) => text.trim().split(/\s+/).length <= SHORT_ANSWER_WORDS;

/** "Cancel it instead" while moving it. */
function changedToCancel(context: TurnContext, text: string) {
  if (!saysCancel(text)) return false;
  askCancel(context);
  return true;
}

/** "Can I move it instead?" while cancelling it. */
async function changedToMove(context: TurnContext, text: string) {
  if (!saysMove(text)) return false;
  draftOf(context.state).target = text;
  await startMove(context);
  return true;
}

/** What to do with "it", the appointment the greeting named: from the caller's words, or asked. */
function intentFor(context: TurnContext, text: string): ManageIntent | null {
  const intent = manageIntent(context.state, text);
  if (intent) return intent;
  if (saysCancel(text)) return 'cancel';
  if (saysMove(text)) return 'move';
  return /\b(when|what time)\b.*\b(it|that)\b/.test(normalise(text)) ? 'when' : null;
}

/** The answer to "Is it about your appointment on …?", the greeting's question to a returning caller. */
async function answerGreeting(context: TurnContext, text: string): Promise<boolean> {
  const { state } = context;
  const intent = intentFor(context, text);
  if (intent || (isYes(text) && isShort(text))) {
    const spoken = readSpokenWhen(state.caller.nextAppointment ?? '', state.now(), timezoneOf(state));
    await startManage(context, intent, text, { words: '', ...spoken });
    return true;
  }
  if (!isNo(text) || !isShort(text)) return false;
  say(context, 'No problem. What can I help you with?');
  return true;
}

// "It's under Jane Doe": the words around the name are not the name.
const UNDER = /\b(?:it (?:was|is)|it's|they're|booked|made)?\s*(?:booked |made )?under(?: the name(?: of)?)?\b/gi;

/** The answer to "What name and phone number was the appointment booked under?", in one go or two. */
async function answerLookup(context: TurnContext, text: string): Promise<boolean> {
  const { state } = context;
  const draft = draftOf(state);
  const phone = readPhone(text, state.businessNumbers);
  // A question of the caller's is answered first ("Why do you need that?").
  if (!phone && looksLikeQuestion(text)) return false;
  const name = nameFromAnswer(text.replace(UNDER, ' '));
  if (!phone && (isNo(text) || /\b(don't|do not) (know|remember)\b/i.test(text))) {
    offerMessage(context, 'No problem.');
    return true;
  }
  if (phone) draft.lookup.phone_number = phone;
  if (name && !/^(yes|no|sure|okay|ok)$/i.test(name)) draft.lookup.full_name = name;
  const { full_name, phone_number } = draft.lookup;
  if (full_name && phone_number) {
    // Their own details, unless they gave others already.
    if (!state.known.has('name')) state.known.set('name', full_name);
    if (!state.known.has('phone')) state.known.set('phone', phone_number);
    await lookUp(context);
  } else if (full_name) ask(context, { ask: 'lookup' }, 'And what phone number was it booked under?');
  else if (phone_number) ask(context, { ask: 'lookup' }, 'And what name was it booked under?');
  else ask(context, { ask: 'lookup' }, ASK_LOOKUP, "Sorry, I didn't catch that.");
  return true;
}

/** "The first one", "the later one": an appointment by its place in the list. */
const ORDINALS: [RegExp, (count: number) => number][] = [
  [/\b(first|earlier|earliest|sooner|soonest)\b/i, () => 0],
  [/\b(second)\b/i, () => 1],
  [/\b(last|later|latest)\b/i, (count) => count - 1],
];

/** The answer to "Which one would you like to …?": a day, a time, a kind, or a place in the list. */
async function answerWhich(context: TurnContext, text: string): Promise<boolean> {
  const { state } = context;
  const { found } = draftOf(state);
  const pointed = matching(found, { words: text, ...readWhen(text, state.now(), timezoneOf(state)) });
  const place = ORDINALS.find(([pattern]) => pattern.test(text))?.[1](found.length);
  // Words that name one of them win; "the first one" counts in the order they were read out.
  const picked = pointed.length === 1 ? pointed[0] : place === undefined ? undefined : found[place];
  if (picked) {
    await proceed(context, picked);
    return true;
  }
  if (isNo(text) && isShort(text)) {
    finishManage(context, 'No problem.');
    return true;
  }
  if (looksLikeQuestion(text)) return false;
  const days = found.map((appointment) => `the one on ${appointment.day}`).join(' or ');
  ask(context, { ask: 'which' }, `Sorry, which one: ${days}?`);
  return true;
}

/** The answer to "Would you like to move it or cancel it?". */
async function answerAction(context: TurnContext, text: string): Promise<boolean> {
  if (saysCancel(text)) {
    askCancel(context);
    return true;
  }
  if (saysMove(text)) {
    draftOf(context.state).target = text;
    await startMove(context);
    return true;
  }
  if (isNo(text) && isShort(text)) {
    finishManage(context, 'No problem.');
    return true;
  }
  if (looksLikeQuestion(text)) return false;
  ask(context, { ask: 'action' }, `Sorry, ${ASK_ACTION[0]!.toLowerCase()}${ASK_ACTION.slice(1)}`);
  return true;
}
