import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { AppError } from '../../lib/errors.ts';
import { errorContent, SERVER_FAILURE, TOO_LARGE } from '../../lib/openapi.ts';
import { WebhookVerificationError } from '../../providers/telephony/messaging.ts';
import { handleTextEvent, type TelnyxWebhookDeps } from './telnyx-webhook.service.ts';

const receivedSchema = z.object({ received: z.literal(true), result: z.enum(['handled', 'already handled']) });

/** The Telnyx messaging webhook in the API document: signed by Telnyx, not called with a session. */
export function describeTelnyxWebhook(api: OpenAPIHono) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'telnyxSignature', {
    type: 'apiKey',
    in: 'header',
    name: 'Telnyx-Signature-Ed25519',
    description:
      "Telnyx's Ed25519 signature of `<Telnyx-Timestamp>|<raw body>`, checked with the account's public key (TELNYX_PUBLIC_KEY); a timestamp older than 5 minutes is refused.",
  });
  api.openAPIRegistry.registerPath({
    method: 'post',
    path: '/webhooks/telnyx',
    summary: "Telnyx's texting events",
    description:
      "message.sent and message.finalized update a text's status (with the carrier's reason when it failed); message.received records a caller's text: STOP and its synonyms stop texts to them, START resumes them, HELP is answered, anything else is e-mailed to the owner. Each event id is acted on once.",
    security: [{ telnyxSignature: [] }],
    request: { body: { required: true, content: { 'application/json': { schema: z.looseObject({}) } } } },
    responses: {
      200: { description: 'Received', content: { 'application/json': { schema: receivedSchema } } },
      400: errorContent('The signature is missing, stale or does not sign this body.'),
      413: TOO_LARGE,
      500: SERVER_FAILURE,
    },
  });
}

/**
 * POST /api/webhooks/telnyx. The signature covers the exact bytes, so the body is read raw and
 * checked by the provider before anything is parsed or stored. A failure while handling an event
 * answers 500, and Telnyx delivers it again.
 */
export function telnyxWebhookRoutes(deps: TelnyxWebhookDeps) {
  const verified = async (rawBody: string, headers: Record<string, string>) => {
    try {
      return await deps.messaging.readWebhook(rawBody, headers);
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      throw new AppError('BAD_REQUEST', `The Telnyx signature does not verify: ${error.message}`);
    }
  };
  return new Hono().post('/telnyx', async (c) => {
    const event = await verified(await c.req.text(), c.req.header());
    return c.json({ received: true as const, result: await handleTextEvent(deps, event) });
  });
}
