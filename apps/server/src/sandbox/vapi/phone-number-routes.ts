import { Hono } from 'hono';
import { badRequest, notFound, parseLimit, parseVapiBody } from './validation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';
import type { PhoneNumberBody } from './vapi-types.ts';

// Vapi's wording for these semantic checks is not in the public spec [UNCONFIRMED]; the
// NestJS envelope and the 400 status are.
const missingAssistant = (id: string) => `Couldn't Find Assistant. \`assistantId\` ${id} Does Not Exist.`;
const numberInUse = (number: string) => `Number ${number} Is Already In Use.`;

/**
 * `/phone-number` CRUD for imported Telnyx numbers (docs/vendors.md#vapi-phone-numbers). Vapi's
 * bodies are a union keyed by `provider`; only its Telnyx member is emulated, so another provider
 * is answered as the Telnyx schema answers it ("provider must be one of the following values: telnyx").
 */
export function phoneNumberRoutes(store: VapiSandboxStore) {
  const app = new Hono();

  app.post('/', async (c) => {
    const body = await parseVapiBody<PhoneNumberBody>(c, 'CreateTelnyxPhoneNumberDTO');
    if (!body.ok) return body.response;
    const { assistantId, number } = body.data;
    if (assistantId && !store.getAssistant(assistantId)) return badRequest(c, missingAssistant(assistantId));
    if (store.findPhoneNumberByNumber(number)) return badRequest(c, numberInUse(number));
    return c.json(store.createPhoneNumber(body.data), 201);
  });

  app.get('/', (c) => {
    const query = parseLimit(c);
    if (!query.ok) return query.response;
    return c.json(store.listPhoneNumbers(query.limit));
  });

  app.get('/:id', (c) => {
    const phoneNumber = store.getPhoneNumber(c.req.param('id'));
    return phoneNumber ? c.json(phoneNumber) : notFound(c);
  });

  app.patch('/:id', async (c) => {
    const id = c.req.param('id');
    if (!store.getPhoneNumber(id)) return notFound(c);
    const body = await parseVapiBody<Partial<PhoneNumberBody>>(c, 'UpdateTelnyxPhoneNumberDTO');
    if (!body.ok) return body.response;
    // The union needs its key to pick the member, so an update names its provider too; and a
    // number cannot lose the fields that make it one.
    if (body.data.provider !== 'telnyx') return badRequest(c, ['provider must be one of the following values: telnyx']);
    const kept = body.cleared.filter((key) => key === 'number' || key === 'credentialId');
    if (kept.length)
      return badRequest(
        c,
        kept.map((key) => `${key} must be a string`),
      );
    const { assistantId, number } = body.data;
    if (assistantId && !store.getAssistant(assistantId)) return badRequest(c, missingAssistant(assistantId));
    const holder = number ? store.findPhoneNumberByNumber(number) : undefined;
    if (number && holder && holder.id !== id) return badRequest(c, numberInUse(number));
    return c.json(store.updatePhoneNumber(id, body.data, body.cleared));
  });

  app.delete('/:id', (c) => {
    const deleted = store.deletePhoneNumber(c.req.param('id'));
    return deleted ? c.json(deleted) : notFound(c);
  });

  return app;
}
