import { answerConfirmation, answerDay, answerTime, book } from './booking-answers.ts';
import { advanceBooking, ASK_DAY, ASK_TIME } from './booking-flow.ts';
import type { ConfirmedChange } from './abilities.ts';
import { say, timezoneOf, type Pending, type TurnContext } from './call-state.ts';
import { readBareName, readStatedDetails } from './caller-details.ts';
import { takeAnswer, volunteersDetails } from './collect.ts';
import { readWhen } from './dates.ts';
import { asksForCallBack, isNo, isYes, looksLikeQuestion } from './intents.ts';
import { goodbye, handlePerson } from './interruptions.ts';
import { answerManage } from './manage-answers.ts';
import { cancel } from './manage-cancel.ts';
import { reschedule } from './manage-move.ts';
import { advanceMessage, startMessage } from './message-flow.ts';
import { DECLINED_OFFER, HOW_CAN_I_HELP, OFFER_HELP_QUESTION, OFFER_MESSAGE_QUESTION } from './replies.ts';
import { takeTextConsent } from './text-consent.ts';
import { advanceUrgent } from './urgent-flow.ts';
import { TEXT_CONSENT_QUESTION } from '@portal/shared/voice-webhook.plain';

/**
 * The caller's answer to what the agent asked last. A flow takes the answer to its own question;
 * what is plainly not an answer (a question of the caller's own) is left for the brain to handle.
 */

/** Handles the answer; false when what the caller said is not an answer to `pending`. */
export async function answerPending(context: TurnContext, pending: Pending, text: string): Promise<boolean> {
  const { state } = context;
  switch (pending.kind) {
    case 'detail': {
      const result = takeAnswer(state, pending.detail, text);
      if (result === 'missed') {
        // A question of the caller's is answered, and their name or number thanked for, by the brain.
        if (looksLikeQuestion(text) || volunteersDetails(state, text)) return false;
        if (!pending.retried) {
          state.pending = { ...pending, retried: true };
          say(context, `Sorry, I didn't catch that. ${pending.detail.question}`);
          return true;
        }
        // Asked twice: the agent moves on rather than ask a third time.
        state.declined.add(pending.detail.key);
      }
      if (pending.detail.key === 'when' && state.booking) {
        Object.assign(state.booking, readWhen(text, state.now(), timezoneOf(state)));
      }
      advanceFlow(context);
      return true;
    }
    case 'offer-message':
      // Giving a name or a number is taking the offer up.
      if (isYes(text) || givesContact(text)) {
        startMessage(context);
        return true;
      }
      if (isShortNo(text)) return declineOffer(context);
      return false;
    case 'offer-help':
      if (isYes(text) || /\bmessage\b/i.test(text) || asksForCallBack(text)) {
        startMessage(context);
        return true;
      }
      if (/\b(person|someone|somebody|human|through|transfer|staff)\b/i.test(text)) {
        handlePerson(context, text);
        return true;
      }
      if (isShortNo(text)) return declineOffer(context);
      return false;
    case 'anything-else':
      if (isShortNo(text)) {
        goodbye(context);
        return true;
      }
      if (isYes(text) && text.split(/\s+/).length <= 2) {
        say(context, HOW_CAN_I_HELP);
        return true;
      }
      return false;
    case 'booking-day':
      return answerDay(context, text);
    case 'booking-time':
      return answerTime(context, text, pending.offered);
    case 'booking-confirm':
      return answerConfirmation(context, text);
    case 'manage':
      return answerManage(context, pending.step, text);
    case 'text-consent': {
      const taken = takeTextConsent(context, pending, text);
      if (taken !== 'taken') return taken === 'asked-again';
      await makeChange(context, pending.change);
      return true;
    }
  }
}

/** The change the caller agreed to, made once they have said whether to text them. */
function makeChange(context: TurnContext, change: ConfirmedChange) {
  switch (change) {
    case 'book':
      return book(context);
    case 'move':
      return reschedule(context);
    case 'cancel':
      return cancel(context);
  }
}

// "No, but what are your hours?" goes on to the question; only a plain "no, thanks" declines.
const SHORT_ANSWER_WORDS = 4;
const isShortNo = (text: string) => isNo(text) && text.split(/\s+/).length <= SHORT_ANSWER_WORDS;

const givesContact = (text: string) => {
  const stated = readStatedDetails(text);
  return !!(stated.name || stated.phone || stated.email || readBareName(text));
};

/** A short no to an offer: said so, and the caller is asked whether there is anything else. */
function declineOffer(context: TurnContext) {
  say(context, DECLINED_OFFER);
  context.state.pending = { kind: 'anything-else' };
  return true;
}

function advanceFlow(context: TurnContext) {
  switch (context.state.flow) {
    case 'booking':
      return advanceBooking(context);
    case 'message':
      return advanceMessage(context);
    case 'urgent':
      return advanceUrgent(context);
    // Looking after a booking asks nothing a detail answers.
    case 'manage':
    case null:
      return;
  }
}

/** Whether the agent asks `pending` again after answering a question the caller put in between. */
export const resumable = (pending: Pending) =>
  pending.kind !== 'offer-message' && pending.kind !== 'offer-help' && pending.kind !== 'anything-else';

export function questionOf(pending: Pending): string {
  switch (pending.kind) {
    case 'detail':
      return pending.detail.question;
    case 'booking-day':
      return ASK_DAY;
    case 'booking-time':
      return ASK_TIME;
    case 'booking-confirm':
      return 'Shall I book it?';
    case 'offer-help':
      return OFFER_HELP_QUESTION;
    case 'offer-message':
      return OFFER_MESSAGE_QUESTION;
    case 'anything-else':
      return 'Is there anything else I can help you with?';
    case 'manage':
      return pending.question;
    case 'text-consent':
      return TEXT_CONSENT_QUESTION;
  }
}
