import { Hono } from 'hono';
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { AppError } from '../../lib/errors.ts';
import {
  assistantOwner,
  recordEndOfCall,
  recordStatusUpdate,
  toolCallMemory,
  type CallEventsDeps,
} from './call-events.service.ts';
import { runToolCalls, type ToolHandler } from './call-tools.pure.ts';
import { answerAssistantRequest, answerTransferRequest } from './call-routing.service.ts';
import {
  assistantRequestSchema,
  endOfCallReportSchema,
  envelopeSchema,
  statusUpdateSchema,
  toolCallsOf,
  toolCallsSchema,
  transferDestinationRequestSchema,
} from './vapi-messages.pure.ts';
import { WEBHOOK_SECRET_HEADER } from '@portal/shared/voice-webhook.plain';
import { secretMatches } from '../../lib/voice-webhook.ts';
import { DRY_RUN_HEADER, readDryRun } from '../../lib/dry-run.ts';
import { errorContent, SERVER_FAILURE, TOO_LARGE } from '../../lib/openapi.ts';

/** What the voice platform reads back: tool results, the assistant for a call, or where to transfer. */
const webhookAnswerSchema = z
  .object({
    results: z
      .array(
        z.object({
          name: z.string(),
          toolCallId: z.string(),
          result: z.string().optional(),
          error: z.string().optional(),
        }),
      )
      .optional(),
    assistantId: z.string().optional(),
    destination: z.object({ type: z.string() }).passthrough().optional(),
    error: z.string().optional().describe('Spoken to the caller when the call cannot be answered or transferred'),
  })
  .strict();

/**
 * The webhook in the API document: it is called by the voice platform, not by the portal, so it is
 * secured by the shared secret instead of a session, and its body is the platform's own message
 * (documented by Vapi; only `message.type` is read before the message is checked in full).
 */
export function describeVapiWebhook(api: OpenAPIHono) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'webhookSecret', {
    type: 'apiKey',
    in: 'header',
    name: WEBHOOK_SECRET_HEADER,
    description: 'The secret the portal gives the voice platform with every assistant it creates.',
  });
  api.openAPIRegistry.registerPath({
    method: 'post',
    path: '/webhooks/vapi',
    summary: "The voice platform's server messages",
    description:
      'status-update, end-of-call-report, tool-calls, assistant-request and transfer-destination-request are acted on; any other type is acknowledged with an empty object.',
    security: [{ webhookSecret: [] }],
    request: { body: { required: true, content: { 'application/json': { schema: envelopeSchema } } } },
    responses: {
      200: {
        description: 'Acknowledged, with the answer where the platform reads one',
        content: { 'application/json': { schema: webhookAnswerSchema } },
      },
      400: errorContent('Not a voice-platform message, or one of a known type that is incomplete.'),
      401: errorContent('Missing or wrong webhook secret.'),
      413: TOO_LARGE,
      500: SERVER_FAILURE,
    },
  });
}

export type VapiWebhookDeps = CallEventsDeps & { secret: string; tools: Record<string, ToolHandler> };

const invalid = () => new AppError('BAD_REQUEST', 'The message is not a valid voice-platform event.');

/**
 * POST /api/webhooks/vapi: the voice platform's server messages. Authenticated by the shared
 * secret header (401 and nothing stored without it). Vapi reads the reply only to an
 * assistant request, a tool call and a transfer-destination request.
 */
export function vapiWebhookRoutes(deps: VapiWebhookDeps) {
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
        const dryRun = readDryRun(c.req.header(DRY_RUN_HEADER), deps.secret);
        const owner = dryRun ?? (await assistantOwner(deps, parsed.data.call?.assistantId));
        if (!owner) return c.json({ error: 'This assistant is not known to the portal.' });
        const context = {
          ...owner,
          vapiCallId: parsed.data.call?.id ?? 'chat',
          callerNumber: parsed.data.call?.customer?.number ?? null,
          dryRun: dryRun !== null,
        };
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
