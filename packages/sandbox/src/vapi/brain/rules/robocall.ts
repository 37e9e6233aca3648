import type { TurnContext } from './call-state.ts';
import { say } from './call-state.ts';
import { normalise } from './intents.ts';

/**
 * Robocalls and cold sales pitches, told by the words such calls use: a recording that says so,
 * "press 1", the warranty and credit offers, "final notice". The agent ends these at once, as
 * the compiled assistant is told to, and reports the call as spam.
 */
const ROBOCALL =
  /\b(this is an automated (message|call)|this is a recorded (message|call)|press (one|1|nine|9)\b|extended (car|auto|vehicle) warranty|your (car|auto|vehicle)'?s? warranty|final (notice|attempt to reach you)|lower your (interest|credit card) rate|you('ve| have) been (pre-?)?(selected|approved)|(social security|ssn) (number )?(has been )?suspended|we('re| are) calling (about|regarding) your (business listing|google listing|student loan)|to be removed from (our|this) (list|calling list))/;

export const isRobocall = (text: string) => ROBOCALL.test(normalise(text));

/** A short goodbye and the end of the call: nothing is asked of a recording. */
export function endSpamCall(context: TurnContext) {
  context.state.spam = true;
  context.state.pending = null;
  say(context, 'Thanks, but we are not interested. Goodbye.');
  context.turn.end = { reason: 'assistant-ended-call' };
}
