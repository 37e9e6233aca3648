import { TEXT_CONFIRMATION_ARG } from '@portal/shared/voice-webhook.plain';
import type { Logger } from '../../lib/logger.ts';
import type { ToolCall } from './vapi-messages.pure.ts';
import { readToolCall } from './vapi-messages.pure.ts';

/** Who a tool call is for: resolved from our database, never from the payload. */
export type ToolContext = {
  userId: string;
  agentId: string;
  vapiCallId: string;
  /** The number the caller calls from, as the voice platform reports it; null on a browser or chat test. */
  callerNumber: string | null;
  /** A test conversation: tools read for real but change nothing (no calendar event, no record). */
  dryRun?: boolean;
};

/** A tool answers with a sentence the assistant can say (Vapi wants `result` as a string). */
export type ToolHandler = (context: ToolContext, args: Record<string, unknown>) => Promise<string>;

export type ToolResult = { name: string; toolCallId: string; result?: string; error?: string };

/** Remembers each tool call's answer, so one sent twice acts once. */
export type ToolCallMemory = {
  claim(toolCallId: string, userId: string): Promise<boolean>;
  store(toolCallId: string, result: string): Promise<void>;
  release(toolCallId: string): Promise<void>;
  stored(toolCallId: string, userId: string): Promise<{ result: string | null } | undefined>;
};

const STILL_WORKING = 'I am still working on that request; one moment please.';

/** Runs each requested tool; an unknown tool or a failing one answers with an error the model can relay. */
export async function runToolCalls(
  handlers: Record<string, ToolHandler>,
  context: ToolContext,
  calls: ToolCall[],
  logger: Logger,
  memory: ToolCallMemory,
): Promise<ToolResult[]> {
  return Promise.all(
    calls.map(async (item) => {
      const { id, name, args } = readToolCall(item);
      const handler = handlers[name];
      if (!handler) return { name, toolCallId: id, error: `The tool "${name}" is not available.` };
      if (!(await memory.claim(id, context.userId))) {
        const earlier = await memory.stored(id, context.userId);
        return { name, toolCallId: id, result: earlier?.result ?? STILL_WORKING };
      }
      try {
        const result = await handler(context, args);
        await memory.store(id, result);
        return { name, toolCallId: id, result };
      } catch (error) {
        logger.error({ err: error, tool: name }, 'tool call failed');
        await memory.release(id).catch(() => undefined);
        return { name, toolCallId: id, error: 'Sorry, that could not be done right now.' };
      }
    }),
  );
}

/**
 * The caller's answer to a confirmation by text, as a booking tool was given it: recorded only
 * when the agent offered one (the argument is in the tool while the agent's Texts card says so).
 */
export function textConsentOf(args: Record<string, unknown>): { textConsent?: boolean } {
  const answer = args[TEXT_CONFIRMATION_ARG];
  return typeof answer === 'boolean' ? { textConsent: answer } : {};
}
