import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { samplingParameters, type ModelSettings } from './model-settings.ts';

/**
 * What the person who answers a warm transfer is told: Vapi asks a model with the destination's
 * summaryPlan messages, `{{transcript}}` filled in with the call so far. The emulator asks the
 * assistant's own model the same way.
 */

export type SummaryMessage = { role: 'system' | 'user' | 'assistant'; content: string };

// A plan without messages of its own gets a short instruction in the spirit of Vapi's default.
const DEFAULT_MESSAGES: SummaryMessage[] = [
  {
    role: 'system',
    content: 'In one or two sentences, tell the person taking this transferred call who is calling and why.',
  },
  { role: 'user', content: 'Here is the transcript of the call so far:\n\n{{transcript}}' },
];

const ROLES = new Set(['system', 'user', 'assistant']);

/** The summaryPlan's messages as the model is sent them; undefined when the plan has none that read. */
export function readSummaryMessages(plan: unknown): SummaryMessage[] | undefined {
  const messages = (plan as { summaryPlan?: { messages?: unknown } } | null | undefined)?.summaryPlan?.messages;
  if (!Array.isArray(messages)) return undefined;
  const read = messages.flatMap((message): SummaryMessage[] => {
    const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
    return typeof role === 'string' && ROLES.has(role) && typeof content === 'string'
      ? [{ role: role as SummaryMessage['role'], content }]
      : [];
  });
  return read.length > 0 ? read : undefined;
}

/**
 * The model's summary, or null when it gave none or could not be asked (`failed` is told): the
 * transfer goes ahead without one.
 */
export async function askTransferSummary(
  openai: OpenAI,
  settings: ModelSettings,
  messages: SummaryMessage[] | undefined,
  transcript: string,
  failed: (error: InstanceType<typeof OpenAI.OpenAIError>) => void,
): Promise<string | null> {
  const filled: ChatCompletionMessageParam[] = (messages ?? DEFAULT_MESSAGES).map((message) => ({
    role: message.role,
    content: message.content.replaceAll('{{transcript}}', transcript),
  }));
  try {
    const completion = await openai.chat.completions.create({
      ...samplingParameters({ ...settings, temperature: 0 }),
      messages: filled,
    });
    return completion.choices[0]?.message.content?.trim() || null;
  } catch (error) {
    if (!(error instanceof OpenAI.OpenAIError)) throw error;
    failed(error);
    return null;
  }
}
