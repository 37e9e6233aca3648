import { CHECK_AVAILABILITY } from '@portal/shared/voice-webhook.plain';
import type { ChatRequest } from './chat-request.ts';
import { isObject } from './openai-error.ts';
import { dayMentioned, zoneNamedIn } from './relative-day.ts';
import { instructionsOf } from './sandbox-llm.ts';
import { instanceOf } from './structured-answer.ts';
import type { FunctionTool } from './tool-options.ts';

/**
 * When the sandbox model calls a tool rather than answering: a few fixed rules on what the caller
 * just said, for the tools a phone agent is given. A caller asking to book gets availability
 * checked, one asking for a person is transferred, one saying goodbye is hung up on.
 * `tool_choice` can force a call and `none` forbids one, as at OpenAI.
 */

/** A call the sandbox model makes: the function and its arguments as a JSON string. */
export type SandboxToolCall = { name: string; arguments: string };

type Rule = { tool: string; said: RegExp };

// transferCall and endCall are the names the emulated voice platform gives its own call controls.
const RULES: Rule[] = [
  { tool: CHECK_AVAILABILITY, said: /\b(book|booking|appointments?|schedul(e|ing))\b/i },
  {
    tool: 'transferCall',
    said: /\b(person|human|someone|somebody|staff|manager|owner|operator|representative|transfer)\b|\b(speak|talk)(ing)? (to|with)\b/i,
  },
  { tool: 'endCall', said: /\b(bye|goodbye|good-bye|hang up|that's all|that is all)\b/i },
];

/** A parameter that wants a date: named so, formatted so, or described as YYYY-MM-DD. */
function wantsDate(name: string, schema: unknown) {
  if (name === 'date') return true;
  if (!isObject(schema)) return false;
  return (
    schema.format === 'date' || (typeof schema.description === 'string' && schema.description.includes('YYYY-MM-DD'))
  );
}

/**
 * The required arguments only, as a model leaves out what the caller did not say: a date from the
 * caller's words, the first of a list of choices (the first transfer destination), else their words.
 */
function argumentsFor(tool: FunctionTool, said: string, day: () => string): string {
  const { parameters } = tool;
  const properties = isObject(parameters.properties) ? parameters.properties : {};
  const required = Array.isArray(parameters.required)
    ? parameters.required.filter((name) => typeof name === 'string')
    : [];
  const args = Object.fromEntries(
    required.map((name: string) => {
      const schema = properties[name] ?? {};
      return [name, wantsDate(name, schema) ? day() : instanceOf(schema, said, parameters)];
    }),
  );
  return JSON.stringify(args);
}

/** The calls the sandbox model makes for this request: none, or one. */
export function sandboxToolCalls(
  request: Pick<ChatRequest, 'messages' | 'tools' | 'toolChoice'>,
  now = new Date(),
): SandboxToolCall[] {
  const { tools, toolChoice, messages } = request;
  if (toolChoice.type === 'none' || tools.length === 0) return [];
  const last = messages.at(-1);
  const said = last?.role === 'user' ? last.content : '';
  const day = () => dayMentioned(said, zoneNamedIn(instructionsOf(messages)), now);
  const call = (tool: FunctionTool) => [{ name: tool.name, arguments: argumentsFor(tool, said, day) }];

  if (toolChoice.type === 'function') return call(tools.find((tool) => tool.name === toolChoice.name)!);
  const offered = (name: string) => tools.find((tool) => tool.name === name);
  const ruled = last?.role === 'user' ? RULES.find((rule) => rule.said.test(said) && offered(rule.tool)) : undefined;
  if (ruled) return call(offered(ruled.tool)!);
  return toolChoice.type === 'required' ? call(tools[0]!) : [];
}
