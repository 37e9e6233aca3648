import { answerFromPrompt } from './answer-from-prompt.ts';
import { summariseText } from './extractive-summary.ts';
import { tidyText } from './tidy-text.ts';

/**
 * The deterministic sandbox LLM (docs/decisions/0002-sandbox-emulators.md). It reads the task from
 * the system message the way a model would from its instructions: "rewrite" tidies the user's text,
 * "summarise" extracts the page's most informative sentences, anything else is a caller talking to
 * an agent and is answered from the agent's instructions.
 */

export type SandboxTask = 'rewrite' | 'summary' | 'chat';
export type ChatMessage = { role: string; content: string };

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

export function sandboxReply(messages: ChatMessage[]): string {
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
