import { randomUUID } from 'node:crypto';
import { answerFromPrompt } from '../openai/answer-from-prompt.ts';
import { summariseText } from '../openai/extractive-summary.ts';
import type { AssistantBody } from './assistant-schema.ts';

export type Turn = { role: 'bot' | 'user'; message: string; time: number; secondsFromStart: number };

/** One emulated call in progress: its assistant, who is calling, and the turns so far. */
export type Conversation = {
  id: string;
  type: 'webCall' | 'inboundPhoneCall';
  assistantId: string;
  assistant: AssistantBody;
  phoneNumberId?: string;
  customerNumber?: string;
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
  conversation.turns.push({ role, message, time, secondsFromStart: (time - conversation.startedAt) / 1000 });
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

const callObject = (conversation: Conversation) => ({
  id: conversation.id,
  type: conversation.type,
  assistantId: conversation.assistantId,
  phoneNumberId: conversation.phoneNumberId,
  customer: conversation.customerNumber ? { number: conversation.customerNumber } : undefined,
  startedAt: new Date(conversation.startedAt).toISOString(),
});

export const statusUpdate = (conversation: Conversation, status: string, endedReason?: string) => ({
  message: { type: 'status-update', timestamp: Date.now(), status, endedReason, call: callObject(conversation) },
});

/**
 * The end-of-call report Vapi sends (docs/vendors.md#vapi-server-messages), with an extractive
 * summary as the analysis.
 */
export function endOfCallReport(conversation: Conversation, endedReason: string) {
  const endedAt = new Date().toISOString();
  const transcript = transcriptOf(conversation);
  const seconds = (Date.now() - conversation.startedAt) / 1000;
  return {
    message: {
      type: 'end-of-call-report',
      timestamp: Date.now(),
      endedReason,
      startedAt: new Date(conversation.startedAt).toISOString(),
      endedAt,
      // Vapi bills per minute; the sandbox shows a plausible figure and bills nothing.
      cost: Math.round(seconds * (0.05 / 60) * 10_000) / 10_000,
      call: { ...callObject(conversation), endedAt },
      artifact: { transcript, messages: conversation.turns, recordingUrl: null },
      analysis: {
        summary: summariseText(
          conversation.turns
            .filter((t) => t.role === 'user')
            .map((t) => t.message)
            .join(' ') || transcript,
          3,
          400,
        ),
      },
    },
  };
}
