import { say, timezoneOf, type TurnContext } from './call-state.ts';
import { statesOnlyDetails } from './caller-details.ts';
import { answerHours } from './hours-answer.ts';
import { asksForCallBack, looksLikeQuestion, mentionsHours } from './intents.ts';
import { advanceMessage } from './message-flow.ts';
import { CALL_BACK_LEAD, QUESTION_PASSED_ON } from './replies.ts';
import { splitSentences } from './sentences.ts';

/**
 * A caller asking to be called back has left a message, whatever else comes of the call: their
 * request, less the sentences that only say who they are, is what the team reads, and the call is
 * a message taken even if they hang up before the owner's questions are through. A question put in
 * the same breath ("Do you offer sedation?") is answered when the facts can, and otherwise passed
 * on with the message and kept as a question not answered.
 */
export function takeCallBack(context: TurnContext, text: string) {
  const { state } = context;
  const sentences = splitSentences(text);
  for (const sentence of sentences) {
    if (looksLikeQuestion(sentence) && !asksForCallBack(sentence)) answerInPassing(context, sentence);
  }
  const request = sentences.filter((sentence) => !statesOnlyDetails(sentence)).join(' ') || text;
  state.known.set('message', request);
  // The request says why they called: the owner's "reason for the call" is not asked again.
  if (!state.known.has('reason')) state.known.set('reason', request);
  state.messageTaken = true;
  state.flow = 'message';
  advanceMessage(context, CALL_BACK_LEAD);
}

function answerInPassing(context: TurnContext, question: string) {
  const { state } = context;
  const { brief } = state;
  // A topic the owner keeps off the phone goes to the team with the message, unanswered.
  if (brief && state.topicsToAvoid.match(question)) return;
  if (brief?.hours && mentionsHours(question)) {
    return say(context, answerHours(question, brief.hours, state.now(), timezoneOf(state), brief.closures ?? []));
  }
  const answer = brief ? state.facts.answer(question) : null;
  if (answer) return say(context, answer);
  state.unansweredQuestions.push(question);
  say(context, QUESTION_PASSED_ON);
}
