import { Hono } from 'hono';
import { respondError } from './telnyx-errors.ts';
import type { TelnyxPhoneNumber, TelnyxSandboxStore } from './telnyx-state.ts';

const MAX_PAGE_SIZE = 250;
const DEFAULT_PAGE_SIZE = 20;

/** A number in a filter may arrive without its '+' (an unencoded '+' in a query is a space). */
const asE164 = (value: string) => `+${value.trim().replace(/^\+/, '')}`;

/**
 * `GET /v2/phone_numbers` (filters, pages), `GET|DELETE /v2/phone_numbers/:id`
 * (docs/vendors.md#telnyx-phone-numbers).
 */
export function phoneNumberRoutes(store: TelnyxSandboxStore) {
  const app = new Hono();

  app.get('/', (c) => {
    const query = c.req.query();
    const filters: [string, (number: TelnyxPhoneNumber, value: string) => boolean][] = [
      ['filter[phone_number]', (number, value) => number.phone_number === asE164(value)],
      ['filter[status]', (number, value) => number.status === value],
      ['filter[customer_reference]', (number, value) => number.customer_reference === value],
      ['filter[connection_id]', (number, value) => number.connection_id === value],
    ];
    const pageNumber = Number(query['page[number]'] ?? 1);
    const pageSize = Number(query['page[size]'] ?? DEFAULT_PAGE_SIZE);
    if (!Number.isInteger(pageNumber) || pageNumber < 1) return respondError(c, 400, 'page[number] must be >= 1');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return respondError(c, 400, `page[size] must be from 1 to ${MAX_PAGE_SIZE}`);
    }
    const found = store
      .listNumbers()
      .filter((number) => filters.every(([key, test]) => query[key] === undefined || test(number, query[key])));
    const data = found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    const meta = {
      page_number: pageNumber,
      page_size: pageSize,
      total_pages: Math.max(1, Math.ceil(found.length / pageSize)),
      total_results: found.length,
    };
    return c.json({ data, meta });
  });

  app.get('/:id', (c) => {
    const number = store.getNumber(c.req.param('id'));
    return number ? c.json({ data: number }) : respondError(c, 404, 'Phone number not found.');
  });

  app.delete('/:id', (c) => {
    const deleted = store.deleteNumber(c.req.param('id'));
    return deleted ? c.json({ data: deleted }) : respondError(c, 404, 'Phone number not found.');
  });

  return app;
}
