import { Hono } from 'hono';
import { z } from 'zod';
import { readFilterQuery } from './filter-query.ts';
import { listedOrder, selectOrders } from './order-filters.ts';
import { onePage, readPage } from './pages.ts';
import { readJson, respondError, respondInvalidBody } from './telnyx-errors.ts';
import type { TelnyxSandboxStore } from './telnyx-state.ts';

const NOT_FOUND = 'Number order not found.';

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

const orderChanges = z
  .object({
    customer_reference: z.string().max(255).optional(),
    regulatory_requirements: z
      .array(z.object({ requirement_id: z.string().optional(), field_value: z.string().optional() }).strict())
      .optional(),
  })
  .strict();

/**
 * `POST|GET /v2/number_orders` and `GET|PATCH /v2/number_orders/{id}`
 * (docs/vendors.md#telnyx-number-orders).
 */
export function orderRoutes(store: TelnyxSandboxStore) {
  const app = new Hono();

  app.post('/', async (c) => {
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = orderBody.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    const phoneNumbers = parsed.data.phone_numbers.map((entry) => entry.phone_number);
    const repeated = phoneNumbers.find((number, index) => phoneNumbers.indexOf(number) !== index);
    if (repeated) return respondError(c, 422, `Phone number ${repeated} is in the order twice.`, '/phone_numbers');
    // As at Telnyx, only numbers a search offers can be ordered.
    const unavailable = store.unavailable(phoneNumbers);
    if (unavailable.length > 0) {
      return respondError(c, 422, `Phone number ${unavailable[0]} is not available for purchase.`, '/phone_numbers');
    }
    const order = store.placeOrder({
      phoneNumbers: parsed.data.phone_numbers.map((entry) => ({
        phoneNumber: entry.phone_number,
        bundleId: entry.bundle_id ?? null,
      })),
      connectionId: parsed.data.connection_id ?? null,
      messagingProfileId: parsed.data.messaging_profile_id ?? null,
      billingGroupId: parsed.data.billing_group_id ?? null,
      customerReference: parsed.data.customer_reference ?? null,
    });
    return c.json({ data: order }, 200);
  });

  app.get('/', (c) => {
    const page = readPage(c.req.query());
    if ('error' in page) return respondError(c, 400, page.error, page.pointer);
    const selection = selectOrders(store.listOrders(), readFilterQuery(c));
    if ('error' in selection) return respondError(c, 400, selection.error, selection.pointer);
    return c.json(onePage(selection.orders.map(listedOrder), page));
  });

  app.get('/:id', (c) => {
    const order = store.getOrder(c.req.param('id'));
    return order ? c.json({ data: order }) : respondError(c, 404, NOT_FOUND);
  });

  app.patch('/:id', async (c) => {
    if (!store.getOrder(c.req.param('id'))) return respondError(c, 404, NOT_FOUND);
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = orderChanges.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    // Sandbox numbers are US local numbers, which carry no regulatory requirements to answer.
    const requirement = parsed.data.regulatory_requirements?.[0];
    if (requirement) {
      const detail = `Requirement ${requirement.requirement_id ?? ''} does not apply to this order.`;
      return respondError(c, 422, detail, '/regulatory_requirements/0/requirement_id');
    }
    return c.json({ data: store.updateOrder(c.req.param('id'), parsed.data.customer_reference) });
  });

  return app;
}
