import { TEXT_CONFIRMATION_ARG, TEXT_CONSENT_QUESTION } from '@portal/shared/voice-webhook.plain';
import type { ConfirmedChange } from './abilities.ts';
import { say, type CallState, type Pending, type TurnContext } from './call-state.ts';
import {
  agreesToText,
  asksForTextConfirmation,
  declinesText,
  isYes,
  looksLikeQuestion,
  refusesTexts,
} from './intents.ts';

/**
 * A text confirming a booking, a move or a cancellation, as the compiled prompt tells the model:
 * asked for with the exact question once the caller has confirmed the change, before its tool,
 * and only when that tool takes the answer. The answer goes to the tool; a text is promised only
 * to a caller who said yes.
 */

export const TEXT_PROMISE = "I'll text you a confirmation.";

type ConsentPending = Extract<Pending, { kind: 'text-consent' }>;

/** Keeps what the caller said of a text unasked ("and text me the confirmation"). */
export function absorbTextConsent(state: CallState, text: string) {
  if (refusesTexts(text)) state.textConsent = false;
  else if (asksForTextConfirmation(text)) state.textConsent = true;
}

/**
 * Asks the question before `change` when its tool takes the answer and the caller has not given
 * it on this call; false when there is nothing to ask, and the change goes ahead.
 */
export function askTextConsent(context: TurnContext, change: ConfirmedChange): boolean {
  const { state } = context;
  if (!state.abilities.textConfirmation[change] || state.textsOff || state.textConsent !== null) return false;
  state.pending = { kind: 'text-consent', change, retried: false };
  say(context, TEXT_CONSENT_QUESTION);
  return true;
}

/** The caller's answer for the tool of `change`: false when they said no or were not asked; none when it takes none. */
export function textConfirmationArgs(state: CallState, change: ConfirmedChange): Record<string, boolean> {
  return state.abilities.textConfirmation[change]
    ? { [TEXT_CONFIRMATION_ARG]: !state.textsOff && state.textConsent === true }
    : {};
}

/** What the agent adds once the change is made: a text only for a caller who agreed. */
export const textPromise = (args: Record<string, unknown>): string[] =>
  args[TEXT_CONFIRMATION_ARG] === true ? [TEXT_PROMISE] : [];

/** Yes, no, or undefined when the answer says neither. */
export function readTextConsent(text: string): boolean | undefined {
  if (declinesText(text)) return false;
  if (isYes(text) || agreesToText(text)) return true;
  return undefined;
}

/**
 * Reads the answer to the question. An unclear one is asked once more, then taken as a no, so
 * the change is not held up; a question of the caller's own is answered first (`not-an-answer`).
 */
export function takeTextConsent(
  context: TurnContext,
  pending: ConsentPending,
  text: string,
): 'taken' | 'asked-again' | 'not-an-answer' {
  const { state } = context;
  const answer = readTextConsent(text);
  if (answer !== undefined) {
    state.textConsent = answer;
    return 'taken';
  }
  if (looksLikeQuestion(text)) return 'not-an-answer';
  if (!pending.retried) {
    state.pending = { ...pending, retried: true };
    say(context, `Sorry, I didn't catch that. ${TEXT_CONSENT_QUESTION}`);
    return 'asked-again';
  }
  state.textConsent = false;
  return 'taken';
}
