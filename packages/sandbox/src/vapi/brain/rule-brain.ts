import type { BrainFactory, BrainTools, BrainTurn } from './brain.ts';
import { createCallState, say, type Pending, type TurnContext } from './rules/call-state.ts';
import { absorbStatedDetails } from './rules/collect.ts';
import { asksToRepeat, isGoodbye, isGreetingOnly, wantsPerson, withoutGreeting } from './rules/intents.ts';
import { goodbye, handlePerson, handleUrgent, urgentIn } from './rules/interruptions.ts';
import { buildOutcome } from './rules/outcome.ts';
import { answerPending, questionOf, resumable } from './rules/pending-answer.ts';
import { GREETING_REPLY, NOT_HEARD } from './rules/replies.ts';
import { limitRepeats } from './rules/repeat-limit.ts';
import { handleRequest } from './rules/requests.ts';
import { dialTransfer, transferFailed } from './rules/transfers.ts';
import { saysTransferFailed } from './transfer-fallback.ts';
import { dialDestination } from '../transfer-destinations.ts';
import { endSpamCall, isRobocall } from './rules/robocall.ts';
import { takeVolunteered } from './rules/volunteered.ts';
import { absorbTextConsent } from './rules/text-consent.ts';
import { asksIfAi, disclosureAnswer } from './rules/ai-disclosure.ts';
import { HOW_CAN_I_HELP_TODAY } from './rules/replies.ts';

/**
 * The sandbox's offline stand-in for the assistant's language model. It answers only from the
 * call brief in the assistant's metadata, the files its query tools search and its tools, one
 * caller turn at a time, in the order a receptionist would: a goodbye, an emergency or a request for a person first, then
 * the answer to the agent's own last question, details the caller gives unasked, then whatever
 * the caller asks. A transfer is dialled through the platform, which may find nobody there (or,
 * in a chat, a system message says nobody took it). No question is asked more than three times
 * in a row.
 */
export const createRuleBrain: BrainFactory = (assistant, options) => {
  const state = createCallState(
    assistant,
    options.now,
    options.knowledge,
    options.calledNumber,
    options.callerNumber,
    options.variables,
  );
  return {
    async respond(callerText: string, tools: BrainTools): Promise<BrainTurn> {
      const context: TurnContext = { state, tools, turn: { say: [], tools: [] } };
      await respondTo(context, callerText);
      await dialTransfer(context);
      limitRepeats(context);
      return context.turn;
    },
    // Of the instructions a model reads, the engine knows one: the transfer it made found nobody.
    async instruct(text: string, tools: BrainTools): Promise<BrainTurn> {
      const context: TurnContext = { state, tools, turn: { say: [], tools: [] } };
      const transfer = state.transfer;
      if (!transfer || !saysTransferFailed(text)) return context.turn;
      // As if the platform had dialled it and nobody answered: the destination's plan decides.
      const request = { destination: transfer.destination.number, summary: async () => null };
      const { attempt } = await dialDestination(assistant, 'no-answer', request);
      if (!attempt.connected) transferFailed(context, attempt);
      return context.turn;
    },
    async outcome() {
      return buildOutcome(state);
    },
  };
};

async function respondTo(context: TurnContext, callerText: string) {
  const { state } = context;
  const text = callerText.trim();
  if (!text) return say(context, NOT_HEARD);
  state.callerSpoke = true;
  if (isGreetingOnly(text)) return say(context, GREETING_REPLY);
  const words = withoutGreeting(text) || text;
  absorbStatedDetails(state, words);
  absorbTextConsent(state, words);

  if (isGoodbye(words)) return goodbye(context);
  if (isRobocall(words)) return endSpamCall(context);
  const urgent = urgentIn(state, words);
  if (urgent !== undefined) return handleUrgent(context, words, urgent);
  if (asksIfAi(words)) return answerAiQuestion(context, words);
  if (wantsPerson(words)) return handlePerson(context, words);

  const pending = state.pending;
  state.pending = null;
  if (pending && (await answerPending(context, pending, words))) return;
  if (pending && asksToRepeat(words)) {
    state.pending = pending;
    return say(context, questionOf(pending));
  }
  if (takeVolunteered(context, pending, words)) return;
  const flow = state.flow;
  await handleRequest(context, words);
  // A question put in the middle of a flow is answered, then the flow's question is asked again
  // (rather than an offer to take a message the flow makes needless).
  if (pending && flow && state.flow === flow && !context.turn.end && resumable(pending)) {
    const after = state.pending as Pending | null;
    if (after === null || after.kind === 'offer-message') {
      state.pending = pending;
      say(context, questionOf(pending));
    }
  }
}

/**
 * The caller asks whether they are talking to a person: the agent says it is an AI assistant, in
 * the owner's words, then goes on where it was (its question again, or an offer to help), or puts
 * them through when they also asked for a person.
 */
function answerAiQuestion(context: TurnContext, words: string) {
  const { state } = context;
  say(context, disclosureAnswer(state.brief?.aiDisclosure));
  if (wantsPerson(words)) return handlePerson(context, words);
  if (state.pending) return say(context, questionOf(state.pending));
  say(context, HOW_CAN_I_HELP_TODAY);
}
