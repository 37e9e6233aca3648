import type { Logger } from '../../lib/logger.ts';
import type { ToolCall } from './vapi-messages.ts';
import { readToolCall } from './vapi-messages.ts';

/** Who a tool call is for: resolved from our database, never from the payload. */
export type ToolContext = { userId: string; agentId: string; vapiCallId: string };

/** A tool answers with a sentence the assistant can say (Vapi wants `result` as a string). */
export type ToolHandler = (context: ToolContext, args: Record<string, unknown>) => Promise<string>;

export type ToolResult = { name: string; toolCallId: string; result?: string; error?: string };

/** Runs each requested tool; an unknown tool or a failing one answers with an error the model can relay. */
export async function runToolCalls(
  handlers: Record<string, ToolHandler>,
  context: ToolContext,
  calls: ToolCall[],
  logger: Logger,
): Promise<ToolResult[]> {
  return Promise.all(
    calls.map(async (item) => {
      const { id, name, args } = readToolCall(item);
      const handler = handlers[name];
      if (!handler) return { name, toolCallId: id, error: `The tool "${name}" is not available.` };
      try {
        return { name, toolCallId: id, result: await handler(context, args) };
      } catch (error) {
        logger.error({ err: error, tool: name }, 'tool call failed');
        return { name, toolCallId: id, error: 'Sorry, that could not be done right now.' };
      }
    }),
  );
}
