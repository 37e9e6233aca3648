import { Invalid, invalidValue, isObject, missing, wrongType } from './openai-error.ts';
import type { ChatMessage, ToolCall } from './sandbox-llm.ts';

/**
 * The messages of a tool-calling conversation, checked as OpenAI checks them: an assistant message
 * carries its `tool_calls`, each answered by a `tool` message naming its `tool_call_id`, and the
 * answers come right after the calls. OpenAI refuses any other order, so a client that gets it
 * wrong fails here as it would there.
 */

/** What the sandbox does not imitate is refused plainly, rather than answered as if it were. */
export const notEmulated = (param: string, what: string) =>
  new Invalid({ message: `The OpenAI sandbox does not emulate ${what}.`, param, code: 'unsupported_value' });

function text(value: unknown, param: string): string {
  if (value === undefined || value === null) throw missing(param);
  if (typeof value !== 'string') throw wrongType(param, 'a string', value);
  return value;
}

function toolCall(value: unknown, param: string): ToolCall {
  if (!isObject(value)) throw wrongType(param, 'an object', value);
  const id = text(value.id, `${param}.id`);
  if (value.type === undefined) throw missing(`${param}.type`);
  if (value.type === 'custom') throw notEmulated(`${param}.type`, 'custom tool calls');
  if (value.type !== 'function') throw invalidValue(`${param}.type`, value.type, ['function', 'custom']);
  const fn = value.function;
  if (fn === undefined) throw missing(`${param}.function`);
  if (!isObject(fn)) throw wrongType(`${param}.function`, 'an object', fn);
  return {
    id,
    name: text(fn.name, `${param}.function.name`),
    arguments: text(fn.arguments, `${param}.function.arguments`),
  };
}

/** An assistant message's `tool_calls`, when it has them. */
export function toolCallsOf(value: unknown, param: string): ToolCall[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw wrongType(param, 'an array of objects', value);
  if (value.length === 0) {
    const message = `Invalid '${param}': empty array. Expected an array with minimum length 1, but got an empty array instead.`;
    throw new Invalid({ message, param, code: 'empty_array' });
  }
  return value.map((item, index) => toolCall(item, `${param}[${index}]`));
}

/** A tool message's `tool_call_id`. */
export const toolCallIdOf = (value: unknown, param: string) => text(value, param);

const unanswered = (index: number, ids: string[]) =>
  new Invalid({
    message:
      "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. " +
      `The following tool_call_ids did not have response messages: ${ids.join(', ')}`,
    // OpenAI writes these two parameters with a dot before the index.
    param: `messages.[${index}].role`,
    code: null,
  });

/** Refuses a tool message that answers no call, and calls left without an answer. */
export function checkToolSequence(messages: ChatMessage[]) {
  // The assistant message whose calls the following tool messages answer, with the calls still open.
  let open: { index: number; ids: string[] } | undefined;
  messages.forEach((message, index) => {
    if (message.role === 'tool') {
      if (!open) {
        const text =
          "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.";
        throw new Invalid({ message: text, param: `messages.[${index}].role`, code: null });
      }
      const id = message.toolCallId ?? '';
      if (!open.ids.includes(id)) {
        const text = `Invalid parameter: 'tool_call_id' of '${id}' not found in 'tool_calls' of previous message.`;
        throw new Invalid({ message: text, param: `messages.[${index}].tool_call_id`, code: null });
      }
      open.ids = open.ids.filter((other) => other !== id);
      return;
    }
    if (open && open.ids.length > 0) throw unanswered(open.index, open.ids);
    open = message.toolCalls ? { index, ids: message.toolCalls.map((call) => call.id) } : undefined;
  });
  if (open && open.ids.length > 0) throw unanswered(open.index, open.ids);
}
