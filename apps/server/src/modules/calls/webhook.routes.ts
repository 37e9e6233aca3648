import { Hono } from 'hono';
import { AppError } from '../../lib/errors.ts';
import {
  assistantOwner,
  recordEndOfCall,
  recordStatusUpdate,
  toolCallMemory,
  type CallEventsDeps,
} from './call-events.service.ts';
import { runToolCalls, type ToolHandler } from './call-tools.ts';
import { answerAssistantRequest, answerTransferRequest } from './call-routing.service.ts';
import {
  assistantRequestSchema,
  endOfCallReportSchema,
  envelopeSchema,
  statusUpdateSchema,
  toolCallsOf,
  toolCallsSchema,
  transferDestinationRequestSchema,
} from './vapi-messages.ts';
import { secretMatches, WEBHOOK_SECRET_HEADER } from '../../lib/voice-webhook.ts';

export type WebhookDeps = CallEventsDeps & { secret: string; tools: Record<string, ToolHandler> };

const invalid = () => new AppError('BAD_REQUEST', 'The message is not a valid voice-platform event.');

/**
 * POST /api/webhooks/vapi: the voice platform's server messages. Authenticated by the shared
 * secret header (401 and nothing stored without it). Vapi reads the reply only to an
 * assistant request, a tool call and a transfer-destination request.
 */
export function webhookRoutes(deps: WebhookDeps) {
  const memory = toolCallMemory(deps);
  return new Hono().post('/vapi', async (c) => {
    if (!secretMatches(c.req.header(WEBHOOK_SECRET_HEADER), deps.secret)) {
      throw new AppError('UNAUTHORIZED', 'Missing or wrong webhook secret.');
    }
    const envelope = envelopeSchema.safeParse(await c.req.json().catch(() => null));
    if (!envelope.success) throw invalid();
    const message = envelope.data.message;
    switch (message.type) {
      case 'status-update': {
        const parsed = statusUpdateSchema.safeParse(message);
        if (!parsed.success) throw invalid();
        await recordStatusUpdate(deps, parsed.data);
        return c.json({});
      }
      case 'end-of-call-report': {
        const parsed = endOfCallReportSchema.safeParse(message);
        if (!parsed.success) throw invalid();
        await recordEndOfCall(deps, parsed.data);
        return c.json({});
      }
      case 'tool-calls': {
        const parsed = toolCallsSchema.safeParse(message);
        if (!parsed.success) throw invalid();
        const owner = await assistantOwner(deps, parsed.data.call.assistantId);
        if (!owner) return c.json({ error: 'This assistant is not known to the portal.' });
        const context = { ...owner, vapiCallId: parsed.data.call.id };
        return c.json({
          results: await runToolCalls(deps.tools, context, toolCallsOf(parsed.data), deps.logger, memory),
        });
      }
      case 'assistant-request': {
        const parsed = assistantRequestSchema.safeParse(message);
        if (!parsed.success) throw invalid();
        return c.json(await answerAssistantRequest(deps, parsed.data.call, parsed.data.phoneNumber ?? undefined));
      }
      case 'transfer-destination-request': {
        const parsed = transferDestinationRequestSchema.safeParse(message);
        if (!parsed.success) throw invalid();
        const owner = await assistantOwner(deps, parsed.data.call?.assistantId);
        return c.json(await answerTransferRequest(deps, owner));
      }
      default:
        return c.json({});
    }
  });
}
