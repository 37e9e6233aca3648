import { Hono } from 'hono';
import { z } from 'zod';
import { respondError } from './telnyx-errors.ts';
import type { TelnyxSandboxStore } from './telnyx-state.ts';

const optionalId = z.string().min(1).nullable().optional();

const orderBody = z
  .object({
    phone_numbers: z
      .array(
        z
          .object({
            phone_number: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be in E.164 format'),
            bundle_id: z.string().optional(),
            requirement_group_id: z.string().optional(),
          })
          .strict(),
      )
      .min(1, 'at least one phone number is required'),
    connection_id: optionalId,
    messaging_profile_id: optionalId,
    billing_group_id: optionalId,
    customer_reference: z.string().max(255).nullable().optional(),
  })
  .strict();

/** `POST /v2/number_orders` and `GET /v2/number_orders/:id` (docs/vendors.md#telnyx-number-orders). */
export function orderRoutes(store: TelnyxSandboxStore) {
  const app = new Hono();

  app.post('/', async (c) => {
    const json = await c.req.json().catch(() => undefined);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = orderBody.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('/');
      const detail =
        issue.code === 'unrecognized_keys'
          ? `Unknown parameter: ${issue.keys.join(', ')}`
          : `${field} ${issue.message}`;
      return respondError(c, 422, detail, `/${field}`);
    }
    const phoneNumbers = parsed.data.phone_numbers.map((entry) => entry.phone_number);
    // As at Telnyx, only numbers a search offers can be ordered.
    const unavailable = store.unavailable(phoneNumbers);
    if (unavailable.length > 0) {
      return respondError(c, 422, `Phone number ${unavailable[0]} is not available for purchase.`, '/phone_numbers');
    }
    const order = store.placeOrder({
      phoneNumbers,
      connectionId: parsed.data.connection_id ?? null,
      messagingProfileId: parsed.data.messaging_profile_id ?? null,
      billingGroupId: parsed.data.billing_group_id ?? null,
      customerReference: parsed.data.customer_reference ?? null,
    });
    return c.json({ data: order }, 200);
  });

  app.get('/:id', (c) => {
    const order = store.getOrder(c.req.param('id'));
    return order ? c.json({ data: order }) : respondError(c, 404, 'Number order not found.');
  });

  return app;
}
