import type { Conversation } from './conversation.ts';

type ChatToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };
type ChatOutputMessage =
  | { role: 'assistant'; content: string }
  | { role: 'assistant'; tool_calls: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/**
 * What a chat turn answers in `output`, as Vapi lists it: each function call the assistant made
 * (an assistant message with tool_calls) and its answer (a tool message), what it said, and a
 * transferCall or endCall when it ended the conversation.
 */
export function chatOutput(conversation: Conversation, since: number): ChatOutputMessage[] {
  const output: ChatOutputMessage[] = [];
  for (const turn of conversation.turns.slice(since)) {
    if (turn.role === 'tool_calls') output.push({ role: 'assistant', tool_calls: turn.toolCalls });
    else if (turn.role === 'tool_call_result')
      output.push({ role: 'tool', tool_call_id: turn.toolCallId, content: turn.result });
    else if (turn.role === 'bot') output.push({ role: 'assistant', content: turn.message });
  }
  const end = conversation.ended;
  if (end) {
    const name = end.reason === 'assistant-forwarded-call' ? 'transferCall' : 'endCall';
    const args = end.reason === 'assistant-forwarded-call' ? { destination: end.destination } : {};
    output.push({
      role: 'assistant',
      tool_calls: [
        {
          id: `call_end_${conversation.id.slice(0, 8)}`,
          type: 'function',
          function: { name, arguments: JSON.stringify(args) },
        },
      ],
    });
  }
  return output;
}
