import { randomUUID } from 'node:crypto';
import { CALL_OUTCOME_OUTPUT_NAME } from '@portal/shared/call-outcome';
import { summariseText } from '../openai/extractive-summary.ts';
import type { BrainOptions, CallBrain, CallEnd } from './brain/brain.ts';
import { templateRenderer } from './brain/render-template.ts';
import type { TransferRecord } from './transfer-destinations.ts';
import { keepsTranscript, stayOnLineConsent } from './recording-plans.ts';
import type { AssistantBody, ToolBody } from './vapi-types.ts';

/**
 * A turn as Vapi's artifact lists it (UserMessage, BotMessage). The sandbox speaks in text, so a
 * turn has no duration: it ends when it starts.
 */
export type Turn = { role: 'bot' | 'user'; message: string; time: number; endTime: number; secondsFromStart: number };

/** A function call the assistant made and its answer, as the artifact lists them (ToolCallMessage, ToolCallResultMessage). */
export type ToolTurn =
  | { role: 'tool_calls'; toolCalls: ToolCall[]; message: string; time: number; secondsFromStart: number }
  | {
      role: 'tool_call_result';
      toolCallId: string;
      name: string;
      result: string;
      time: number;
      secondsFromStart: number;
    };

/** One emulated call or text chat in progress: its assistant, who is calling, and the turns so far. */
export type Conversation = {
  id: string;
  orgId: string;
  /** A chat (the text API) sends the server tool calls only: it is not a call and is not reported as one. */
  type: 'webCall' | 'inboundPhoneCall' | 'chat';
  /** None while the platform is still asking the number's server which assistant answers. */
  assistantId?: string;
  assistant: AssistantBody;
  /** What stands in for the assistant's model; none while no assistant has taken the call. */
  brain?: CallBrain;
  /** The call's variable values (assistantOverrides.variableValues): the templates' Liquid variables. */
  variables?: Record<string, unknown>;
  /** The first message as the caller heard it, its template rendered; none when the assistant waits. */
  greeting?: string;
  /** The stay-on-the-line recording notice played before the first message, when the assistant has one. */
  consent?: string;
  phoneNumberId?: string;
  customerNumber?: string;
  /** When the call was created: a web call is made before it starts, an inbound call as it rings. */
  createdAt?: string;
  startedAt: number;
  turns: (Turn | ToolTurn)[];
  /** Each transfer the platform dialled, answered or not. */
  transfers: TransferRecord[];
  /** Set once the assistant ended the call (said goodbye, or transferred it). */
  ended?: CallEnd;
  /** The emulator's clock (epoch ms): every time the call reports is read from it. */
  clock: () => number;
  /** Told of each line as it is said: a simulated call moves its clock on by the time it takes. */
  onSaid?: (message: string) => void;
};

/** The brain for a conversation with `assistant`, given what the call type knows of its call. */
export type BrainFor = (
  assistant: AssistantBody,
  call?: Pick<BrainOptions, 'calledNumber' | 'callerNumber' | 'variables'>,
) => CallBrain;

export function startConversation(
  input: Omit<Conversation, 'startedAt' | 'turns' | 'transfers' | 'id' | 'clock'> & {
    id?: string;
    clock?: () => number;
  },
): Conversation {
  const clock = input.clock ?? Date.now;
  const { firstMessage } = input.assistant;
  // Vapi renders the first message as a template, as it does the prompt: "Hi {{caller_name}}".
  const greeting = firstMessage ? templateRenderer(() => new Date(clock()), input.variables)(firstMessage) : undefined;
  // A call plays the consent message before the assistant speaks; a chat is no call and has none.
  const consent = input.type === 'chat' ? undefined : stayOnLineConsent(input.assistant);
  const conversation: Conversation = {
    ...input,
    id: input.id ?? randomUUID(),
    clock,
    startedAt: clock(),
    turns: [],
    transfers: [],
    ...(greeting ? { greeting } : {}),
    ...(consent ? { consent } : {}),
  };
  if (consent) addTurn(conversation, 'bot', consent);
  if (greeting) addTurn(conversation, 'bot', greeting);
  return conversation;
}

const clock = (conversation: Conversation) => {
  const time = conversation.clock();
  return { time, secondsFromStart: (time - conversation.startedAt) / 1000 };
};

export function addTurn(conversation: Conversation, role: Turn['role'], message: string) {
  const { time, secondsFromStart } = clock(conversation);
  conversation.onSaid?.(message);
  conversation.turns.push({ role, message, time, endTime: conversation.clock(), secondsFromStart });
}

export function addToolTurn(conversation: Conversation, toolCall: ToolCall, result: string) {
  const { time, secondsFromStart } = clock(conversation);
  conversation.turns.push({ role: 'tool_calls', toolCalls: [toolCall], message: '', time, secondsFromStart });
  conversation.turns.push({
    role: 'tool_call_result',
    toolCallId: toolCall.id,
    name: toolCall.function.name,
    result,
    time,
    secondsFromStart,
  });
}

const spoken = (turn: Turn | ToolTurn): turn is Turn => turn.role === 'bot' || turn.role === 'user';

export const transcriptOf = (conversation: Conversation) =>
  conversation.turns
    .filter(spoken)
    .map((turn) => `${turn.role === 'bot' ? 'AI' : 'User'}: ${turn.message}`)
    .join('\n');

const endedAtOf = (conversation: Conversation) => new Date(conversation.clock()).toISOString();

type CallState = { status: 'ringing' | 'in-progress' } | { status: 'ended'; endedReason: string; endedAt: string };

/** The call as Vapi's `Call` schema describes it, in the state the message reports. */
function callObject(conversation: Conversation, state: CallState) {
  const startedAt = new Date(conversation.startedAt).toISOString();
  return {
    id: conversation.id,
    orgId: conversation.orgId,
    type: conversation.type === 'chat' ? 'webCall' : conversation.type,
    ...(conversation.assistantId ? { assistantId: conversation.assistantId } : {}),
    ...(conversation.phoneNumberId ? { phoneNumberId: conversation.phoneNumberId } : {}),
    ...(conversation.customerNumber ? { customer: { number: conversation.customerNumber } } : {}),
    ...state,
    createdAt: conversation.createdAt ?? startedAt,
    updatedAt: new Date(conversation.clock()).toISOString(),
    startedAt,
  };
}

/** The chat as Vapi's `Chat` schema describes it, for the tool calls of a text chat. */
const chatObject = (conversation: Conversation) => ({
  id: conversation.id,
  orgId: conversation.orgId,
  ...(conversation.assistantId ? { assistantId: conversation.assistantId } : {}),
  createdAt: conversation.createdAt ?? new Date(conversation.startedAt).toISOString(),
  updatedAt: new Date(conversation.clock()).toISOString(),
});

export const statusUpdate = (conversation: Conversation) => ({
  message: {
    type: 'status-update',
    timestamp: conversation.clock(),
    status: 'in-progress',
    call: callObject(conversation, { status: 'in-progress' }),
  },
});

export const endedUpdate = (conversation: Conversation, endedReason: string) => ({
  message: {
    type: 'status-update',
    timestamp: conversation.clock(),
    status: 'ended',
    endedReason,
    call: callObject(conversation, { status: 'ended', endedReason, endedAt: endedAtOf(conversation) }),
  },
});

/** What Vapi sends the number's server when the number has no assistant of its own. */
export const assistantRequest = (conversation: Conversation, phoneNumber: Record<string, unknown>) => ({
  message: {
    type: 'assistant-request',
    timestamp: conversation.clock(),
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
    timestamp: conversation.clock(),
    // A chat's tool calls name the chat; there is no call.
    ...(conversation.type === 'chat'
      ? { chat: chatObject(conversation) }
      : { call: callObject(conversation, { status: 'in-progress' }) }),
    toolCallList: [toolCall],
    toolWithToolCallList: [{ ...definition, toolCall }],
  },
});

/**
 * The end-of-call report Vapi sends (docs/vendors.md#vapi-server-messages), with the transfers
 * the call made (docs/vendors.md#vapi-transfers). The assistant's
 * structured outputs are keyed by a generated id, as Vapi keys them: the call outcome is the
 * brain's own account of the call; outputs that want text get an extractive summary of what the
 * caller said; the deprecated summary plan still fills `analysis.summary`. There is no recording
 * and no cost: the sandbox carries no audio and bills nothing, so the report has neither rather
 * than made-up ones. An assistant that keeps no transcript (recording off) gets a report without
 * the transcript and the messages (recording-plans.ts).
 */
export async function endOfCallReport(conversation: Conversation, endedReason: string) {
  const endedAt = endedAtOf(conversation);
  const transcript = transcriptOf(conversation);
  const summary = summariseText(
    conversation.turns
      .filter(spoken)
      .filter((t) => t.role === 'user')
      .map((t) => t.message)
      .join(' ') || transcript,
    3,
    400,
  );
  const outputs = conversation.assistant.artifactPlan?.structuredOutputs ?? [];
  const outcome = outputs.some((output) => output.name === CALL_OUTCOME_OUTPUT_NAME)
    ? await conversation.brain?.outcome()
    : undefined;
  const results = outputs.flatMap((output): [string, { name: string; result: unknown }][] => {
    if (output.name === CALL_OUTCOME_OUTPUT_NAME) return [[randomUUID(), { name: output.name, result: outcome }]];
    if (output.schema?.type === 'string') return [[randomUUID(), { name: output.name, result: summary }]];
    return [];
  });
  return {
    message: {
      type: 'end-of-call-report',
      timestamp: conversation.clock(),
      endedReason,
      startedAt: new Date(conversation.startedAt).toISOString(),
      endedAt,
      call: callObject(conversation, { status: 'ended', endedReason, endedAt }),
      artifact: {
        ...(keepsTranscript(conversation.assistant) ? { transcript, messages: conversation.turns } : {}),
        ...(conversation.transfers.length ? { transfers: conversation.transfers } : {}),
        ...(results.length ? { structuredOutputs: Object.fromEntries(results) } : {}),
      },
      analysis: conversation.assistant.analysisPlan?.summaryPlan?.enabled ? { summary } : {},
    },
  };
}
