import { appointmentTypeIn, startBooking } from './booking-flow.ts';
import { takeCallBack } from './call-back.ts';
import { say, timezoneOf, type CallState, type TurnContext } from './call-state.ts';
import { answerClock, readWhen } from './dates.ts';
import { answerHours } from './hours-answer.ts';
import {
  asksAvailability,
  asksForCallBack,
  asksDateOrTime,
  isQuestionPreamble,
  isThanksOnly,
  mentionsBooking,
  mentionsDay,
  mentionsHours,
  wantsMessage,
} from './intents.ts';
import { destinationAskedFor } from './destinations.ts';
import { canPutThrough, offerTransfer } from './interruptions.ts';
import { manageIntent, startManage } from './manage-booking.ts';
import { startMessage } from './message-flow.ts';
import { AVOIDED_TOPIC, HOURS_UNKNOWN, MESSAGE_LEAD, QUESTION_INVITE, UNKNOWN_ANSWER, WELCOME } from './replies.ts';

/**
 * What the caller asks when no flow is waiting for an answer, in order: a topic the owner does
 * not want discussed, one of their own bookings, a new booking, a message, opening hours,
 * something a transfer destination is for, then a question about the business.
 */
export async function handleRequest(context: TurnContext, text: string) {
  const { state } = context;
  const { brief } = state;
  if (isThanksOnly(text)) {
    say(context, WELCOME);
    state.pending = { kind: 'anything-else' };
    return;
  }
  if (isQuestionPreamble(text)) return say(context, QUESTION_INVITE);
  if (asksDateOrTime(text)) return say(context, answerClock(text, state.now(), timezoneOf(state)));
  if (asksForCallBack(text)) return takeCallBack(context, text);
  if (wantsMessage(text)) return startMessage(context, MESSAGE_LEAD);
  // An assistant not made by the portal has no facts to answer from.
  if (!brief) return unanswered(context, text);
  if (state.topicsToAvoid.match(text)) {
    say(context, AVOIDED_TOPIC);
    state.pending = { kind: 'anything-else' };
    return;
  }
  // "When is my appointment?", "cancel my cleaning": the caller's own booking, before a new one.
  const intent = manageIntent(state, text);
  if (intent) return startManage(context, intent, text);
  if (wantsBooking(state, text)) return startBooking(context, text);
  const answer = state.facts.answer(text);
  // A day alone ("What about Sunday?") is about the hours unless the facts answer it.
  if (mentionsHours(text) || (mentionsDay(text) && !answer)) {
    // Hours the owner never gave are not guessed: the caller is offered a message instead.
    if (!brief.hours) return unanswered(context, text, HOURS_UNKNOWN);
    return say(context, answerHours(text, brief.hours, state.now(), brief.timezone, brief.closures ?? []));
  }
  // The owner's routing wins over the facts: a caller whose need a destination is for is put through.
  const asked = canPutThrough(state) ? destinationAskedFor(state.destinations, text) : null;
  if (asked) return offerTransfer(context, asked);
  if (answer) return say(context, answer);
  unanswered(context, text);
}

/** Booking words, or an appointment type or "any openings" together with a day. */
function wantsBooking(state: CallState, text: string): boolean {
  if (mentionsBooking(text)) return true;
  const named = appointmentTypeIn(text, state.brief?.scheduling?.appointmentTypes ?? []) || asksAvailability(text);
  return !!named && !!readWhen(text, state.now(), timezoneOf(state)).date;
}

function unanswered(context: TurnContext, question: string, reply = UNKNOWN_ANSWER) {
  say(context, reply);
  context.state.unansweredQuestions.push(question);
  context.state.pending = { kind: 'offer-message' };
}
