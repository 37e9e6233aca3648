import { readCallBrief } from '@portal/shared/agents/call-brief';
import { formatPhone } from '@portal/shared/phone.plain';
import type { AssistantSpec } from '../../providers/voice/voice.ts';

/**
 * A test conversation where nobody answers the agent's transfers. A chat has no line to dial, so
 * the transfer is listed and the conversation goes on: the assistant is told, in a system message
 * before the caller's next words, what its transfer plan would have made happen.
 */

const destinationOf = (assistant: AssistantSpec, number: string) =>
  assistant.model.tools
    ?.flatMap((tool) => (tool.type === 'transferCall' ? tool.destinations : []))
    .find((destination) => destination.number === number);

/** The owner's name for the destination at `number` (from the call brief), else the number as people write it. */
export function destinationName(assistant: AssistantSpec, number: string): string {
  const brief = readCallBrief(assistant.metadata);
  const described = [...(brief?.forwarding?.destinations ?? []), brief?.urgent?.destination];
  return described.find((destination) => destination?.number === number)?.name ?? formatPhone(number);
}

/** The transcript's line where the transfer found nobody. */
export const unansweredLine = (name: string) => `Nobody answered at ${name}: the caller is back with the agent.`;

/**
 * What the assistant is told: the transfer was not answered, the words its plan's fallback message
 * says to the caller on a call (the compiled TRANSFER_NO_ANSWER_MESSAGE), and that it stays on.
 */
export function unansweredNote(assistant: AssistantSpec, number: string): string {
  const fallback = destinationOf(assistant, number)?.transferPlan?.fallbackPlan.message;
  const tell = fallback ? ` Tell the caller: "${fallback}"` : '';
  return `The transfer to ${destinationName(assistant, number)} was not answered: nobody picked up.${tell} You are still on the call: take a message for the team.`;
}
