import { BOOK_APPOINTMENT } from '@portal/shared/voice-webhook.plain';
import {
  advanceBooking,
  ASK_OTHER_DAY,
  ASK_TIME,
  askDay,
  askOwnerQuestions,
  checkDay,
  offerMessageInstead,
  takeAsRequest,
} from './booking-flow.ts';
import { runTool, say, timezoneOf, type TurnContext } from './call-state.ts';
import { readBareTime, readWhen, spokenDay, spokenTime } from './dates.ts';
import { bookingArgument, bookingDetail, type Detail, type DetailKey } from './details.ts';
import { isNo, isYes, looksLikeQuestion } from './intents.ts';
import { ANYTHING_ELSE } from './message-flow.ts';
import { askTextConsent, textConfirmationArgs, textPromise } from './text-consent.ts';
import { readBookingAnswer } from './tool-answers.ts';

/**
 * The caller's answers to the booking's own questions (which day, which time, shall I book it)
 * and the booking itself, read back from the webhook's answer.
 */

/** The caller's answer to "What day would you like to come in?". */
export async function answerDay(context: TurnContext, text: string): Promise<boolean> {
  const { state } = context;
  const when = readWhen(text, state.now(), timezoneOf(state));
  if (when.date) {
    state.booking!.date = when.date;
    if (when.time) state.booking!.time = when.time;
    await checkDay(context);
    return true;
  }
  if (when.time) {
    state.booking!.time = when.time;
    askDay(context, `And which day would you like ${spokenTime(when.time)}?`);
    return true;
  }
  if (isNo(text)) return closeBooking(context);
  return false;
}

/** The caller's pick from the open times just read out. */
export async function answerTime(context: TurnContext, text: string, offered: string[]): Promise<boolean> {
  const { state } = context;
  const draft = state.booking!;
  const when = readWhen(text, state.now(), timezoneOf(state));
  if (when.date && when.date !== draft.date) {
    draft.date = when.date;
    draft.time = when.time;
    await checkDay(context);
    return true;
  }
  const time = when.time ?? readBareTime(text) ?? byPosition(text, offered);
  if (time && offered.includes(time)) {
    draft.time = time;
    say(context, `${spokenTime(time)} on ${spokenDay(draft.date!, timezoneOf(state))} is available.`);
    advanceBooking(context);
    return true;
  }
  if (time) {
    const listed = offered.map(spokenTime).join(', ');
    say(context, `${spokenTime(time)} isn't one of the open times. The open times are ${listed}. ${ASK_TIME}`);
    state.pending = { kind: 'booking-time', offered };
    return true;
  }
  if (isNo(text)) {
    draft.date = undefined;
    askDay(context, 'What other day would work for you?');
    return true;
  }
  return false;
}

/** "The first one", "the latest": a time picked by its place in the list. */
function byPosition(text: string, offered: string[]): string | undefined {
  if (/\b(first|earliest|earlier one)\b/i.test(text)) return offered[0];
  if (/\b(last|latest|later one)\b/i.test(text)) return offered.at(-1);
  return undefined;
}

/** The caller's answer to "Shall I book it?". */
export async function answerConfirmation(context: TurnContext, text: string): Promise<boolean> {
  const { state } = context;
  const draft = state.booking!;
  const when = readWhen(text, state.now(), timezoneOf(state));
  if ((when.date && when.date !== draft.date) || (when.time && when.time !== draft.time)) {
    // "Actually, make it 11": a new time on the same day, or a new day, is checked again.
    if (when.date) draft.date = when.date;
    draft.time = when.time;
    await checkDay(context);
    return true;
  }
  if (isYes(text)) {
    if (!askTextConsent(context, 'book')) await book(context);
    return true;
  }
  if (isNo(text)) {
    draft.date = undefined;
    draft.time = undefined;
    askDay(context, 'No problem. What day and time would suit you better?');
    return true;
  }
  if (looksLikeQuestion(text)) return false;
  say(context, 'Sorry, shall I book it?');
  state.pending = { kind: 'booking-confirm' };
  return true;
}

/** Books the agreed slot with the caller's details (and their answer about a text, when asked). */
export async function book(context: TurnContext) {
  const { state } = context;
  const draft = state.booking!;
  const args: Record<string, unknown> = {
    start: `${draft.date}T${draft.time}`,
    duration_minutes: draft.durationMinutes,
  };
  for (const key of ['name', 'phone', 'email', 'reason', 'clientStatus'] as DetailKey[]) {
    const value = state.known.get(key);
    if (value) args[bookingArgument(key)!] = value;
  }
  if (draft.appointmentType) args.appointment_type = draft.appointmentType;
  Object.assign(args, textConfirmationArgs(state, 'book'));
  const answer = await runTool(context, BOOK_APPOINTMENT, args);
  if (answer === null) return offerMessageInstead(context);
  const read = readBookingAnswer(answer);
  switch (read.kind) {
    case 'booked':
      state.booked = true;
      state.lastChange = { kind: 'booked' };
      say(context, answer, ...textPromise(args));
      return askOwnerQuestions(context, 'Before we finish,');
    case 'times':
      draft.time = undefined;
      state.pending = { kind: 'booking-time', offered: read.times };
      return say(context, answer, ASK_TIME);
    case 'missing':
      return askMissing(context, answer, read.labels);
    case 'no-calendar':
      return takeAsRequest(context, answer);
    case 'refused':
      say(context, answer);
      draft.date = undefined;
      draft.time = undefined;
      return askDay(context, ASK_OTHER_DAY);
  }
}

/** The webhook still wants details: what the caller gave for them is dropped and asked for again. */
function askMissing(context: TurnContext, answer: string, labels: string[]) {
  const { state } = context;
  const required = [{ argument: 'full_name', label: 'full name' }, ...(state.brief?.scheduling?.required ?? [])];
  const details = labels
    .map((label) => required.find((known) => known.label === label))
    .map((known) => (known ? bookingDetail(known.argument) : null))
    .filter((detail): detail is Detail => detail !== null);
  // A detail the caller would not give, or one the brain cannot ask for, stops the booking.
  if (!details.length || details.some((detail) => state.declined.has(detail.key))) {
    say(context, `I can't book without your ${labels.join(', ')}.`);
    return offerMessageInstead(context);
  }
  for (const detail of details) {
    state.known.delete(detail.key);
    state.declined.delete(detail.key);
  }
  advanceBooking(context);
}

function closeBooking(context: TurnContext): true {
  const { state } = context;
  state.flow = null;
  state.booking = null;
  state.pending = { kind: 'anything-else' };
  say(context, `No problem. ${ANYTHING_ELSE}`);
  return true;
}
