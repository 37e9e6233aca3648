import { vapiSchemaErrors } from './openapi/validate.ts';

/** A message of a chat's input as the emulator plays it: an instruction to the assistant, or the caller's words. */
export type ChatInputLine = { from: 'system' | 'caller'; text: string };

const PLAYED: Partial<Record<string, ChatInputLine['from']>> = {
  system: 'system',
  developer: 'system',
  user: 'caller',
};

// CreateChatDTO is not in the trimmed document; the Chat it makes types `input` the same way.
const STAMP = new Date(0).toISOString();
const asChat = (input: unknown) => ({ id: 'chat', orgId: 'org', createdAt: STAMP, updatedAt: STAMP, input });

/**
 * A chat's input as Vapi's schema types it: what the caller says, or a list of messages
 * (SystemMessage, UserMessage, ...) checked against the schema. A system or developer message is
 * an instruction the model reads, a user message the caller's words, in their order. The emulator
 * plays no assistant or tool message of an input: a chat's history is the previous chat's.
 */
export function readChatInput(
  input: string | Record<string, unknown>[],
): { lines: ChatInputLine[] } | { errors: string[] } {
  if (typeof input === 'string') return { lines: [{ from: 'caller', text: input }] };
  const errors = vapiSchemaErrors('Chat', asChat(input));
  if (errors.length) return { errors };
  const lines: ChatInputLine[] = [];
  for (const [index, message] of input.entries()) {
    const from = PLAYED[String(message.role)];
    const text = typeof message.message === 'string' ? message.message : message.content;
    if (!from) return { errors: [`input.${index}.role: the sandbox plays system, developer and user messages only`] };
    if (typeof text !== 'string' || !text.trim()) return { errors: [`input.${index}.message should not be empty`] };
    lines.push({ from, text });
  }
  return { lines };
}
