import { answerFromPrompt } from './answer-from-prompt.ts';
import { summariseText } from './extractive-summary.ts';
import { tidyText } from './tidy-text.ts';

/**
 * The deterministic sandbox LLM (docs/decisions/0002-sandbox-emulators.md). It reads the task from
 * the system message the way a model would from its instructions: "rewrite" tidies the user's text,
 * "summarise" extracts the page's most informative sentences, anything else is a caller talking to
 * an agent and is answered from the agent's instructions. Once tools the model called have answered,
 * the reply is what they said (whether it calls a tool is decided in tool-calls.ts).
 */

export type SandboxTask = 'rewrite' | 'summary' | 'chat';

/** A function call the model made, as the assistant message that made it carries it. */
export type ToolCall = { id: string; name: string; arguments: string };

/** A message as the sandbox reads it: text, plus the tool calls or the call a tool message answers. */
export type ChatMessage = { role: string; content: string; toolCalls?: ToolCall[]; toolCallId?: string };

/** Only the instructions' opening paragraph decides, so page text quoted later cannot. */
export function detectTask(system: string): SandboxTask {
  const opening = system.split(/\n\s*\n|\n#/)[0] ?? '';
  if (/\b(rewrite|rephrase|reword|tidy|polish)\b/i.test(opening)) return 'rewrite';
  if (/\b(summari[sz]e|summary|summarising|summarizing)\b/i.test(opening)) return 'summary';
  return 'chat';
}

/** The instructions: system and developer messages together. */
export const instructionsOf = (messages: ChatMessage[]) =>
  messages
    .filter((message) => message.role === 'system' || message.role === 'developer')
    .map((message) => message.content)
    .join('\n\n');

/** The answers of the tools the model just called: the tool messages at the end. */
function toolResults(messages: ChatMessage[]): string {
  const results: string[] = [];
  for (let index = messages.length - 1; index >= 0 && messages[index]!.role === 'tool'; index--) {
    results.unshift(messages[index]!.content.trim());
  }
  return results.filter(Boolean).join(' ');
}

export function sandboxReply(messages: ChatMessage[]): string {
  // After its tools answered, a model tells the caller what they said; the sandbox repeats them.
  if (messages.at(-1)?.role === 'tool') return toolResults(messages);
  const system = instructionsOf(messages);
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  switch (detectTask(system)) {
    case 'rewrite':
      return tidyText(lastUser);
    case 'summary':
      return summariseText(lastUser);
    case 'chat':
      return answerFromPrompt(system, lastUser);
  }
}
