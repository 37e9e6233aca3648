import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { AppError } from '../../lib/errors.ts';
import { errorContent, SERVER_FAILURE, TOO_LARGE } from '../../lib/openapi.ts';
import { WebhookSignatureError } from '../../providers/billing/billing.ts';
import type { BillingDeps } from './billing.types.ts';
import { EVENT_RESULTS, receiveStripeEvent } from './stripe-events.service.ts';

const SIGNATURE_HEADER = 'stripe-signature';

const receivedSchema = z.object({
  received: z.literal(true),
  result: z.enum(EVENT_RESULTS),
});

/** The Stripe webhook in the API document: signed by Stripe, not called with a session. */
export function describeStripeWebhook(api: OpenAPIHono) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'stripeSignature', {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "Stripe's signature of the raw body with the endpoint's signing secret (STRIPE_WEBHOOK_SECRET).",
  });
  api.openAPIRegistry.registerPath({
    method: 'post',
    path: '/webhooks/stripe',
    summary: "Stripe's billing events",
    description:
      'checkout.session.completed and customer.subscription.created, .updated and .deleted set the plan and the subscription; each event id is acted on once, an older event than the state stored changes nothing, and other types are acknowledged.',
    security: [{ stripeSignature: [] }],
    request: { body: { required: true, content: { 'application/json': { schema: z.looseObject({}) } } } },
    responses: {
      200: { description: 'Received', content: { 'application/json': { schema: receivedSchema } } },
      400: errorContent('The Stripe-Signature header is missing or does not sign this body.'),
      413: TOO_LARGE,
      500: SERVER_FAILURE,
    },
  });
}

/**
 * POST /api/webhooks/stripe. The signature covers the exact bytes, so the body is read raw and
 * checked by the provider (the official library) before anything is parsed or stored. A failure
 * while applying an event answers 500, and Stripe delivers it again.
 */
export function stripeWebhookRoutes(deps: BillingDeps) {
  const verified = (rawBody: string, signature: string | undefined) => {
    try {
      return deps.billing.parseWebhook(rawBody, signature);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      throw new AppError('BAD_REQUEST', `The Stripe signature does not verify: ${error.message}`);
    }
  };
  return new Hono().post('/stripe', async (c) => {
    const event = verified(await c.req.text(), c.req.header(SIGNATURE_HEADER));
    return c.json({ received: true as const, result: await receiveStripeEvent(deps, event) });
  });
}
