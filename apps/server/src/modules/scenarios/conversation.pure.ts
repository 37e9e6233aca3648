import type { ScenarioLine } from '@portal/shared/agents/scenarios';
import type { ChatMessage, ChatToolCall } from '../../providers/voice/voice.ts';

/**
 * A tool the assistant called in a test conversation, with the answer it got: none for call
 * controls, but for a transfer that found nobody, what the transcript says of it.
 */
export type ToolUse = { id: string; name: string; arguments: Record<string, unknown>; result: string | null };

/** A test conversation as it ran: the lines the owner reads, and the tool calls the expectations check. */
export type Conversation = { lines: ScenarioLine[]; tools: ToolUse[] };

/** The voice platform's call controls: they end the conversation, and no server answers them. */
export const END_CALL = 'endCall';
export const TRANSFER_CALL = 'transferCall';
const CALL_CONTROLS = new Set([END_CALL, TRANSFER_CALL]);

function readArguments(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Where a transfer went: `{"destination": "+1…"}`, or a destination object with its number. */
export function transferDestination(tool: ToolUse): string | null {
  const destination = tool.arguments.destination;
  if (typeof destination === 'string') return destination;
  const number = (destination as { number?: unknown } | null | undefined)?.number;
  return typeof number === 'string' ? number : null;
}

const controlLine = (tool: ToolUse) =>
  tool.name === TRANSFER_CALL ? `${TRANSFER_CALL} → ${transferDestination(tool) ?? 'no number'}` : tool.name;

const toolUse = (call: ChatToolCall): ToolUse => ({
  id: call.id,
  name: call.function.name,
  arguments: readArguments(call.function.arguments),
  result: null,
});

/**
 * Adds one chat turn's output to the conversation: what the agent said, the tools it called and
 * their answers ("check_availability → Open times on …"). Answers the call control the agent
 * ended or transferred the call with in this turn, if any.
 */
export function addChatOutput(conversation: Conversation, output: ChatMessage[]): ToolUse | null {
  let ended: ToolUse | null = null;
  for (const message of output) {
    if (message.role === 'assistant') {
      const content = typeof message.content === 'string' ? message.content.trim() : '';
      if (content) conversation.lines.push({ speaker: 'agent', text: content });
      const calls = 'tool_calls' in message && Array.isArray(message.tool_calls) ? message.tool_calls : [];
      for (const call of calls) {
        const tool = toolUse(call);
        conversation.tools.push(tool);
        if (CALL_CONTROLS.has(tool.name)) {
          ended = tool;
          conversation.lines.push({ speaker: 'tool', text: controlLine(tool) });
        }
      }
    } else if (message.role === 'tool' && 'tool_call_id' in message) {
      const tool = conversation.tools.find((candidate) => candidate.id === message.tool_call_id);
      const result = typeof message.content === 'string' ? message.content : '';
      if (tool) tool.result = result;
      conversation.lines.push({ speaker: 'tool', text: `${tool?.name ?? 'tool'} → ${result}` });
    }
  }
  return ended;
}
