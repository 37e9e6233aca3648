import { Hono } from 'hono';
import { badRequest, notFound, parseLimit, parseVapiBody } from './validation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';
import type { PhoneNumberBody } from './vapi-types.ts';

// Vapi's wording for these semantic checks is not in the public spec [UNCONFIRMED]; the
// NestJS envelope and the 400 status are.
const missingAssistant = (id: string) => `Couldn't Find Assistant. \`assistantId\` ${id} Does Not Exist.`;
const numberInUse = (number: string) => `Number ${number} Is Already In Use.`;

/** The body of `PATCH /phone-number/{id}` for a number of each emulated provider. */
const UPDATE_SCHEMA_OF_PROVIDER: Record<PhoneNumberBody['provider'], string> = {
  telnyx: 'UpdateTelnyxPhoneNumberDTO',
};

/**
 * `/phone-number` CRUD for imported Telnyx numbers (docs/vendors.md#vapi-phone-numbers). Vapi's
 * bodies are a union keyed by `provider`; only its Telnyx member is emulated, so another provider
 * is answered as the Telnyx schema answers it ("provider must be one of the following values: telnyx").
 * An update that names no provider is read as the stored number's provider's update, as Vapi reads it.
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
    const stored = store.getPhoneNumber(id);
    if (!stored) return notFound(c);
    // The stored number's provider picks the member of the union: its DTO still refuses what that
    // provider's numbers do not have, and a `provider` the body names must be that one.
    const body = await parseVapiBody<Partial<PhoneNumberBody>>(c, UPDATE_SCHEMA_OF_PROVIDER[stored.provider]);
    if (!body.ok) return body.response;
    // A number cannot lose the fields that make it one; a null provider names none, so it keeps its own.
    const kept = body.cleared.filter((key) => key === 'number' || key === 'credentialId');
    if (kept.length)
      return badRequest(
        c,
        kept.map((key) => `${key} must be a string`),
      );
    const cleared = body.cleared.filter((key) => key !== 'provider');
    const { assistantId, number } = body.data;
    if (assistantId && !store.getAssistant(assistantId)) return badRequest(c, missingAssistant(assistantId));
    const holder = number ? store.findPhoneNumberByNumber(number) : undefined;
    if (number && holder && holder.id !== id) return badRequest(c, numberInUse(number));
    return c.json(store.updatePhoneNumber(id, body.data, cleared));
  });

  app.delete('/:id', (c) => {
    const deleted = store.deletePhoneNumber(c.req.param('id'));
    return deleted ? c.json(deleted) : notFound(c);
  });

  return app;
}
