import { randomUUID } from 'node:crypto';
import { answerFromPrompt } from '../openai/answer-from-prompt.ts';
import { summariseText } from '../openai/extractive-summary.ts';
import type { AssistantBody, ToolBody } from './vapi-types.ts';

/**
 * A turn as Vapi's artifact lists it (UserMessage, BotMessage). The sandbox speaks in text, so a
 * turn has no duration: it ends when it starts.
 */
export type Turn = { role: 'bot' | 'user'; message: string; time: number; endTime: number; secondsFromStart: number };

/** One emulated call in progress: its assistant, who is calling, and the turns so far. */
export type Conversation = {
  id: string;
  orgId: string;
  type: 'webCall' | 'inboundPhoneCall';
  /** None while the platform is still asking the number's server which assistant answers. */
  assistantId?: string;
  assistant: AssistantBody;
  phoneNumberId?: string;
  customerNumber?: string;
  /** When the call was created: a web call is made before it starts, an inbound call as it rings. */
  createdAt?: string;
  startedAt: number;
  turns: Turn[];
};

export function startConversation(
  input: Omit<Conversation, 'startedAt' | 'turns' | 'id'> & { id?: string },
): Conversation {
  const conversation: Conversation = { ...input, id: input.id ?? randomUUID(), startedAt: Date.now(), turns: [] };
  if (input.assistant.firstMessage) addTurn(conversation, 'bot', input.assistant.firstMessage);
  return conversation;
}

export function addTurn(conversation: Conversation, role: Turn['role'], message: string) {
  const time = Date.now();
  const secondsFromStart = (time - conversation.startedAt) / 1000;
  conversation.turns.push({ role, message, time, endTime: time, secondsFromStart });
}

/** The sandbox LLM's reply: the assistant's system prompt answers the caller's question. */
export function reply(conversation: Conversation, text: string): string {
  addTurn(conversation, 'user', text);
  const prompt = conversation.assistant.model?.messages?.find((message) => message.role === 'system')?.content ?? '';
  const answer = answerFromPrompt(prompt ?? '', text);
  addTurn(conversation, 'bot', answer);
  return answer;
}

export const transcriptOf = (conversation: Conversation) =>
  conversation.turns.map((turn) => `${turn.role === 'bot' ? 'AI' : 'User'}: ${turn.message}`).join('\n');

type CallState = { status: 'ringing' | 'in-progress' } | { status: 'ended'; endedReason: string; endedAt: string };

/** The call as Vapi's `Call` schema describes it, in the state the message reports. */
function callObject(conversation: Conversation, state: CallState) {
  const startedAt = new Date(conversation.startedAt).toISOString();
  return {
    id: conversation.id,
    orgId: conversation.orgId,
    type: conversation.type,
    ...(conversation.assistantId ? { assistantId: conversation.assistantId } : {}),
    ...(conversation.phoneNumberId ? { phoneNumberId: conversation.phoneNumberId } : {}),
    ...(conversation.customerNumber ? { customer: { number: conversation.customerNumber } } : {}),
    ...state,
    createdAt: conversation.createdAt ?? startedAt,
    updatedAt: new Date().toISOString(),
    startedAt,
  };
}

export const statusUpdate = (conversation: Conversation) => ({
  message: {
    type: 'status-update',
    timestamp: Date.now(),
    status: 'in-progress',
    call: callObject(conversation, { status: 'in-progress' }),
  },
});

export const endedUpdate = (conversation: Conversation, endedReason: string) => ({
  message: {
    type: 'status-update',
    timestamp: Date.now(),
    status: 'ended',
    endedReason,
    call: callObject(conversation, { status: 'ended', endedReason, endedAt: new Date().toISOString() }),
  },
});

/** What Vapi sends the number's server when the number has no assistant of its own. */
export const assistantRequest = (conversation: Conversation, phoneNumber: Record<string, unknown>) => ({
  message: {
    type: 'assistant-request',
    timestamp: Date.now(),
    call: callObject(conversation, { status: 'ringing' }),
    phoneNumber,
  },
});

export type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };

/**
 * A tool-calls message for one call of the assistant's tool `definition`: Vapi sends the call
 * alone (toolCallList) and with the tool it calls (toolWithToolCallList).
 */
export const toolCalls = (conversation: Conversation, toolCall: ToolCall, definition: ToolBody) => ({
  message: {
    type: 'tool-calls',
    timestamp: Date.now(),
    call: callObject(conversation, { status: 'in-progress' }),
    toolCallList: [toolCall],
    toolWithToolCallList: [{ ...definition, toolCall }],
  },
});

/**
 * The end-of-call report Vapi sends (docs/vendors.md#vapi-server-messages). The assistant's
 * structured outputs that want text get an extractive summary of what the caller said, keyed by
 * a generated id as Vapi keys them; the deprecated summary plan still fills `analysis.summary`.
 * There is no recording and no cost: the sandbox carries no audio and bills nothing, so the report
 * has neither rather than made-up ones.
 */
export function endOfCallReport(conversation: Conversation, endedReason: string) {
  const endedAt = new Date().toISOString();
  const transcript = transcriptOf(conversation);
  const summary = summariseText(
    conversation.turns
      .filter((t) => t.role === 'user')
      .map((t) => t.message)
      .join(' ') || transcript,
    3,
    400,
  );
  const textOutputs = (conversation.assistant.artifactPlan?.structuredOutputs ?? []).filter(
    (output) => output.schema?.type === 'string',
  );
  const structuredOutputs = Object.fromEntries(
    textOutputs.map((output) => [randomUUID(), { name: output.name, result: summary }]),
  );
  return {
    message: {
      type: 'end-of-call-report',
      timestamp: Date.now(),
      endedReason,
      startedAt: new Date(conversation.startedAt).toISOString(),
      endedAt,
      call: callObject(conversation, { status: 'ended', endedReason, endedAt }),
      artifact: {
        transcript,
        messages: conversation.turns,
        ...(textOutputs.length ? { structuredOutputs } : {}),
      },
      analysis: conversation.assistant.analysisPlan?.summaryPlan?.enabled ? { summary } : {},
    },
  };
}
