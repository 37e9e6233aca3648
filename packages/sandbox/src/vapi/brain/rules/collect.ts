import { say, type CallState, type TurnContext } from './call-state.ts';
import {
  nameFromAnswer,
  readClientStatus,
  readEmail,
  readPhone,
  readStatedDetails,
  repeatsName,
  statesOnlyDetails,
} from './caller-details.ts';
import type { Detail, DetailKey } from './details.ts';
import { isNo, isThanksOnly, isYes, looksLikeQuestion } from './intents.ts';

/**
 * Asking the caller for details one question at a time, and reading their answers. Details the
 * caller already gave, in any sentence, are not asked again.
 */

export type AnswerResult = 'taken' | 'declined' | 'missed';

/**
 * Keeps every detail the caller plainly stated, whatever the agent had asked. A number of the
 * business's own that they mention ("I called 512-555-0100 yesterday") is not theirs.
 */
export function absorbStatedDetails(state: CallState, text: string) {
  const stated = readStatedDetails(text, state.businessNumbers);
  const keep = (key: DetailKey, value: string | undefined) => {
    if (value) state.known.set(key, value);
  };
  keep('name', stated.name);
  keep('phone', stated.phone);
  keep('email', stated.email);
  keep('address', stated.address);
  keep('clientStatus', stated.clientStatus);
  if (!state.known.has('reason')) keep('reason', stated.reason);
}

/** Whether the caller only said who they are or how to reach them: their name again counts too. */
export const volunteersDetails = (state: CallState, text: string) =>
  statesOnlyDetails(text) || repeatsName(text, state.known.get('name'));

export const nextMissing = (state: CallState, details: Detail[]) =>
  details.find((detail) => !state.known.has(detail.key) && !state.declined.has(detail.key));

/** Asks for a detail and waits for it; `lead` is said just before the question, in the same breath. */
export function askFor(context: TurnContext, detail: Detail, lead?: string) {
  context.state.pending = { kind: 'detail', detail, retried: false };
  say(context, lead ? `${lead} ${continuing(lead, detail.question)}` : detail.question);
}

/** "Before we finish, what's ...": a question after a lead ending mid-sentence goes on in lower case. */
const continuing = (lead: string, question: string) =>
  lead.endsWith(',') ? question[0]!.toLowerCase() + question.slice(1) : question;

const DECLINES = /\b(rather not|don't have|do not have|prefer not|skip( it)?|no thanks)\b/i;
// Details a caller may withhold; to the owner's own questions "no" or "none" is an answer.
const WITHHELD: DetailKey[] = ['name', 'phone', 'email', 'address', 'clientStatus'];
const HESITATION = /^(u+m+|u+h+|h+m+|e+r+|a+h+|well|so|let me think)[.!?…]*$/i;
const FILLER_NAMES = /^(yes|no|yeah|nope|sure|ok|okay|thanks|thank you|hello|hi|hey)$/i;

/** Reads the answer to the question the agent asked; free-text details take the answer whole. */
export function takeAnswer(state: CallState, detail: Detail, text: string): AnswerResult {
  const { key } = detail;
  const answer = text.trim();
  const declines = DECLINES.test(answer) || (isNo(answer) && answer.split(/\s+/).length <= 3);
  if (WITHHELD.includes(key) && declines) {
    state.declined.add(key);
    return 'declined';
  }
  // Their name or number is no answer to the owner's other questions ("What's your date of birth?").
  if (!['name', 'phone', 'email'].includes(key) && volunteersDetails(state, answer)) return 'missed';
  const value = valueFor(key, answer);
  if (value === undefined) return 'missed';
  state.known.set(key, value);
  return 'taken';
}

function valueFor(key: DetailKey, answer: string): string | undefined {
  switch (key) {
    case 'name': {
      if (looksLikeQuestion(answer) || isThanksOnly(answer)) return undefined;
      const name = nameFromAnswer(answer);
      return name && !FILLER_NAMES.test(name) ? name : undefined;
    }
    case 'phone':
      return readPhone(answer);
    case 'email':
      return readEmail(answer);
    case 'clientStatus':
      return readClientStatus(answer, true);
    default:
      // An address, a reason, a message or an item of the owner's list is what the caller said,
      // unless that was only a "yes" or an "um".
      if (!answer || HESITATION.test(answer) || (isYes(answer) && answer.split(/\s+/).length <= 2)) return undefined;
      // A question of the caller's own is not the answer: it is answered, then this is asked again.
      if (looksLikeQuestion(answer)) return undefined;
      return answer.replace(/\s+/g, ' ');
  }
}
