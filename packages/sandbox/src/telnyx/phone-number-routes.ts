import { Hono } from 'hono';
import { z } from 'zod';
import { readFilterQuery } from './filter-query.ts';
import { onePage, readPage } from './pages.ts';
import { selectPhoneNumbers } from './phone-number-filters.ts';
import { readJson, respondError, respondInvalidBody } from './telnyx-errors.ts';
import type { TelnyxSandboxStore } from './telnyx-state.ts';

const NOT_FOUND = 'Phone number not found.';

/** The settings `PATCH /v2/phone_numbers/{id}` takes; anything else is refused. */
const numberChanges = z
  .object({
    tags: z.array(z.string()).optional(),
    external_pin: z.string().optional(),
    connection_id: z.string().optional(),
    customer_reference: z.string().max(255).optional(),
    billing_group_id: z.string().optional(),
    hd_voice_enabled: z.boolean().optional(),
    // Telnyx takes an address here, but its number record does not show one.
    address_id: z.string().optional(),
  })
  .strict();

/**
 * `GET /v2/phone_numbers` (filters, sort, pages) and `GET|PATCH|DELETE /v2/phone_numbers/{id}`
 * (docs/vendors.md#telnyx-phone-numbers).
 */
export function phoneNumberRoutes(store: TelnyxSandboxStore) {
  const app = new Hono();

  app.get('/', (c) => {
    const page = readPage(c.req.query());
    if ('error' in page) return respondError(c, 400, page.error, page.pointer);
    const selection = selectPhoneNumbers(store.listNumbers(), readFilterQuery(c), c.req.query('sort'));
    if ('error' in selection) return respondError(c, 400, selection.error, selection.pointer);
    return c.json(onePage(selection.numbers, page));
  });

  app.get('/:id', (c) => {
    const number = store.getNumber(c.req.param('id'));
    return number ? c.json({ data: number }) : respondError(c, 404, NOT_FOUND);
  });

  app.patch('/:id', async (c) => {
    if (!store.getNumber(c.req.param('id'))) return respondError(c, 404, NOT_FOUND);
    const json = await readJson(c);
    if (json === undefined) return respondError(c, 400, 'The request body is not valid JSON.');
    const parsed = numberChanges.safeParse(json);
    if (!parsed.success) return respondInvalidBody(c, parsed.error);
    const { address_id: _notKept, ...changes } = parsed.data;
    return c.json({ data: store.updateNumber(c.req.param('id'), changes) });
  });

  app.delete('/:id', (c) => {
    const deleted = store.deleteNumber(c.req.param('id'));
    return deleted ? c.json({ data: deleted }) : respondError(c, 404, NOT_FOUND);
  });

  return app;
}
