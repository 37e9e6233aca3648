import { CANCEL_APPOINTMENT } from '@portal/shared/voice-webhook.plain';
import { readChangeAnswer } from './appointment-answers.ts';
import { runTool, type TurnContext } from './call-state.ts';
import { isNo, isYes, looksLikeQuestion } from './intents.ts';
import { ask, chosenOf, draftOf, finishManage, kindOf, offerMessage, whenOf } from './manage-common.ts';
import { KEEP_IT } from './manage-move.ts';
import { askTextConsent, textConfirmationArgs, textPromise } from './text-consent.ts';

/**
 * Cancelling a caller's appointment: confirmed first, the reason asked (the caller may keep it to
 * themselves), then cancel_appointment.
 */

export const ASK_REASON = 'May I ask the reason?';

/** Asks whether to cancel the chosen appointment. */
export function askCancel(context: TurnContext) {
  draftOf(context.state).intent = 'cancel';
  const question = `Would you like me to cancel your appointment on ${whenOf(chosenOf(context.state))}?`;
  ask(context, { ask: 'cancel-confirm' }, question);
}

/** The caller's answer to "Would you like me to cancel …?". */
export async function answerCancelConfirm(context: TurnContext, text: string): Promise<boolean> {
  if (isYes(text)) {
    // A reason given with the request is not asked for again.
    if (draftOf(context.state).reason) await cancelOnceAsked(context);
    else ask(context, { ask: 'cancel-reason' }, ASK_REASON);
    return true;
  }
  if (isNo(text)) {
    finishManage(context, KEEP_IT);
    return true;
  }
  if (looksLikeQuestion(text)) return false;
  askCancel(context);
  return true;
}

const KEEPS_IT_TO_THEMSELVES =
  /\b(rather not|prefer not|no reason|not say|doesn't matter|does not matter|just because|personal)\b/i;

/** Whatever the caller answers is the reason, unless they would rather not say. */
export async function answerCancelReason(context: TurnContext, text: string): Promise<boolean> {
  const declines = (isNo(text) && text.split(/\s+/).length <= 4) || KEEPS_IT_TO_THEMSELVES.test(text);
  if (!declines && looksLikeQuestion(text)) return false;
  if (!declines) draftOf(context.state).reason = text.trim().replace(/[.!]+$/, '');
  await cancelOnceAsked(context);
  return true;
}

/** Cancels it, once the caller has said whether to text them when the tool takes their answer. */
async function cancelOnceAsked(context: TurnContext) {
  if (!askTextConsent(context, 'cancel')) await cancel(context);
}

/** Cancels the chosen appointment, with the reason the caller gave (and their answer about a text, when asked). */
export async function cancel(context: TurnContext) {
  const { state } = context;
  const draft = draftOf(state);
  const appointment = chosenOf(state);
  const reason = draft.reason;
  const args = {
    appointment_id: appointment.id,
    ...(reason ? { reason } : {}),
    ...draft.lookup,
    ...textConfirmationArgs(state, 'cancel'),
  };
  const answer = await runTool(context, CANCEL_APPOINTMENT, args);
  if (answer === null) return offerMessage(context);
  if (readChangeAnswer(answer).kind !== 'cancelled') return offerMessage(context, answer);
  const why = `To cancel their ${kindOf(appointment)}${reason ? ` (${reason})` : ''}`;
  state.lastChange = { kind: 'cancelled', reason: why };
  finishManage(context, answer, ...textPromise(args));
}
