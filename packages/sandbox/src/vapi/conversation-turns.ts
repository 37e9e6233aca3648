import { randomUUID } from 'node:crypto';
import type { BrainTools, BrainTurn } from './brain/brain.ts';
import { addToolTurn, addTurn, toolCalls, type Conversation, type ToolCall } from './conversation.ts';
import { dialDestination } from './transfer-destinations.ts';
import type { VapiSandboxStore } from './vapi-state.ts';
import { functionTool, toolServer, type Deliver } from './webhook-delivery.ts';

export type ToolReply = { results?: { result?: unknown; error?: unknown }[]; error?: unknown };

/** What the model reads when the server's answer holds no result it can read. */
const NO_RESULT = 'Sorry, I could not do that.';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * What the model reads back from a server's answer to tool-calls. Vapi reads `result` and `error`
 * as strings only; anything else is no result, so the artifact's ToolCallResultMessage and the
 * assistant's next line stay text.
 */
function resultOf(answer: ToolReply): string {
  const first = Array.isArray(answer.results) ? answer.results[0] : undefined;
  return text(first?.result) ?? text(first?.error) ?? text(answer.error) ?? NO_RESULT;
}

export const newToolCallId = () => `call_${randomUUID().replace(/-/g, '').slice(0, 24)}`;

/**
 * Runs one of the assistant's function tools the way Vapi does during a call: a tool-calls message
 * to the tool's server (the portal's webhook), whose answer the model reads back. The call and its
 * answer join the conversation's artifact.
 */
export async function runTool(
  conversation: Conversation,
  deliver: Deliver,
  name: string,
  args: Record<string, unknown>,
  id = newToolCallId(),
): Promise<{ answer: ToolReply; result: string }> {
  const toolCall: ToolCall = { id, type: 'function', function: { name, arguments: JSON.stringify(args) } };
  const tool = functionTool(conversation.assistant, name);
  const answer = ((await deliver(toolServer(conversation.assistant, tool), toolCalls(conversation, toolCall, tool))) ??
    {}) as ToolReply;
  const result = resultOf(answer);
  addToolTurn(conversation, toolCall, result);
  return { answer, result };
}

/** How the sandbox's transfer destinations take a call (the emulator's store). */
export type DestinationSettings = Pick<VapiSandboxStore, 'transferBehaviour'>;

/**
 * The brain's tools in a conversation: its function tools run through the webhook, its transfers
 * are dialled as the sandbox's destinations are set (a chat's are only listed); `briefed` hears
 * what a warm transfer told whoever answered.
 */
function toolsOf(
  conversation: Conversation,
  deliver: Deliver,
  destinations: DestinationSettings,
  briefed: (briefing: string | null) => void,
): BrainTools {
  return {
    run: async (name, args) => (await runTool(conversation, deliver, name, args)).result,
    transfer: async (request) => {
      // A chat has no line to dial: its transfer is only listed, as the transferCall it is.
      if (conversation.type === 'chat') return { connected: true };
      const behaviour = destinations.transferBehaviour(request.destination);
      const dialled = await dialDestination(conversation.assistant, behaviour, request);
      conversation.transfers.push(dialled.record);
      briefed(dialled.briefing);
      return dialled.attempt;
    },
  };
}

const brainOf = (conversation: Conversation) => {
  if (!conversation.brain) throw new Error('No assistant has taken this conversation.');
  return conversation.brain;
};

/**
 * The caller says something and the conversation's brain answers: its tools run through the
 * webhook, its transfers are dialled as the sandbox's destinations are set, what it says joins the
 * transcript (then what a warm transfer told whoever answered), and an end is kept.
 */
export async function callerSays(
  conversation: Conversation,
  deliver: Deliver,
  destinations: DestinationSettings,
  text: string,
): Promise<BrainTurn> {
  const brain = brainOf(conversation);
  addTurn(conversation, 'user', text);
  let briefing: string | null = null;
  const tools = toolsOf(conversation, deliver, destinations, (said) => (briefing = said));
  const turn = await brain.respond(text, tools);
  for (const line of turn.say) addTurn(conversation, 'bot', line);
  if (briefing) addTurn(conversation, 'bot', briefing);
  if (turn.end) conversation.ended = turn.end;
  return turn;
}

/**
 * A system message of a chat's input: the brain reads it as the model reads an instruction, and
 * says what it says at once (a transfer nobody took: the fallback message). The instruction
 * itself is no line of the transcript.
 */
export async function systemSays(
  conversation: Conversation,
  deliver: Deliver,
  destinations: DestinationSettings,
  text: string,
): Promise<BrainTurn> {
  const brain = brainOf(conversation);
  const turn = await brain.instruct(
    text,
    toolsOf(conversation, deliver, destinations, () => undefined),
  );
  for (const line of turn.say) addTurn(conversation, 'bot', line);
  if (turn.end) conversation.ended = turn.end;
  return turn;
}
