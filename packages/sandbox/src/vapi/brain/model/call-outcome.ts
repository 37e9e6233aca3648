import { reportedOutcomeSchema, readCallOutcome, type CallOutcome } from '@portal/shared/call-outcome';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { z } from 'zod';
import {
  APPOINTMENT_ANSWERS,
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  RESCHEDULE_APPOINTMENT,
} from '@portal/shared/voice-webhook.plain';
import type { CallEnd, ToolUse } from '../brain.ts';

/**
 * The call outcome the end-of-call report carries. A real platform asks the model after the call,
 * with the outcome's JSON Schema as the structured output; when the model refuses or answers
 * something that is not an outcome, what the agent did on the call still says the essentials.
 */

export const OUTCOME_INSTRUCTIONS =
  'You review a finished phone call answered by an AI receptionist and report what happened on it. ' +
  'Answer with JSON that fits the schema; leave out what the caller did not say. ' +
  "The receptionist's instructions follow, then the call.";

const outcomeJsonSchema: Record<string, unknown> = { ...z.toJSONSchema(reportedOutcomeSchema) };
// The schema's dialect marker is left out: OpenAI reads the schema itself, not its version.
delete outcomeJsonSchema.$schema;

/**
 * Not strict: strict structured outputs require every field, and the outcome's optional fields
 * are what the caller may not have said; the answer is validated here instead.
 */
export const OUTCOME_FORMAT: ResponseFormatJSONSchema = {
  type: 'json_schema',
  json_schema: { name: 'call_outcome', schema: outcomeJsonSchema, strict: false },
};

/** The change a tool made to the calendar: a booking, or a move or cancellation the webhook confirmed. */
function changeBy(tool: ToolUse): 'booked' | 'rescheduled' | 'cancelled' | null {
  if (tool.name === BOOK_APPOINTMENT) return 'booked';
  if (tool.name === RESCHEDULE_APPOINTMENT && tool.result.startsWith(APPOINTMENT_ANSWERS.moved)) return 'rescheduled';
  if (tool.name === CANCEL_APPOINTMENT && tool.result.startsWith(APPOINTMENT_ANSWERS.cancelled)) return 'cancelled';
  return null;
}

/**
 * The outcome that what the agent did implies: the last booking made, moved or cancelled, a
 * transfer, else questions answered.
 */
export function outcomeFromActions(tools: ToolUse[], end: CallEnd | undefined): CallOutcome {
  const change = tools.map(changeBy).findLast((kind) => kind !== null);
  const transferred = end?.reason === 'assistant-forwarded-call';
  return {
    outcome: change ?? (transferred ? 'transferred' : 'answered'),
    unansweredQuestions: [],
    urgent: false,
    collected: [],
  };
}

const contentText = (content: ChatCompletionMessageParam['content']) =>
  typeof content === 'string' ? content : (content ?? []).map((part) => ('text' in part ? part.text : '')).join('');

/** The call as the reviewing model reads it, one line per turn and per tool call. */
export function transcriptOf(history: ChatCompletionMessageParam[]): string {
  return history
    .flatMap((message) => {
      if (message.role === 'user') return [`Caller: ${contentText(message.content)}`];
      if (message.role === 'tool') return [`Tool result: ${contentText(message.content)}`];
      if (message.role !== 'assistant') return [];
      const said = contentText(message.content ?? null).trim();
      const calls = (message.tool_calls ?? []).map((call) =>
        call.type === 'function'
          ? `Agent used ${call.function.name} with ${call.function.arguments}`
          : `Agent used ${call.custom.name}`,
      );
      return [...(said ? [`Agent: ${said}`] : []), ...calls];
    })
    .join('\n');
}

/** The model's answer read as an outcome, or null when it is not one. */
export function readOutcomeAnswer(content: string | null | undefined): CallOutcome | null {
  if (!content) return null;
  try {
    return readCallOutcome(JSON.parse(content));
  } catch {
    return null;
  }
}
