import { Hono } from 'hono';
import { createWebCallSchema } from './phone-call-schema.ts';
import { badRequest, notFound, parseBody, parseLimit } from './validation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';

/**
 * `/call/web` (what @vapi-ai/web calls to start a browser call) and call lookup. The emulator
 * fakes only the REST step: `webCallUrl` points back at the emulator, not at a Daily room, so no
 * audio flows (docs/vendors.md#vapi-web-calls).
 */
export function callRoutes(store: VapiSandboxStore, baseUrlOf: (url: string) => string) {
  const app = new Hono();

  app.post('/web', async (c) => {
    const body = await parseBody(c, createWebCallSchema);
    if (!body.ok) return body.response;
    const { assistantId, assistant, assistantOverrides } = body.data;
    // Vapi's wording for these two checks is from community threads [UNCONFIRMED].
    if (!assistantId && !assistant) {
      return badRequest(c, 'Need Either `assistant`, `assistantId`, `squad`, Or `squadId`.');
    }
    if (assistantId && !store.getAssistant(assistantId)) {
      return badRequest(c, `Couldn't Get Assistant. \`assistantId\` ${assistantId} Does Not Exist.`);
    }
    const call = store.createWebCall({ assistantId, assistant, assistantOverrides }, baseUrlOf(c.req.url));
    return c.json(call, 201);
  });

  app.get('/', (c) => {
    const query = parseLimit(c);
    if (!query.ok) return query.response;
    return c.json(store.listCalls(query.limit));
  });

  app.get('/:id', (c) => {
    const call = store.getCall(c.req.param('id'));
    return call ? c.json(call) : notFound(c);
  });

  return app;
}
