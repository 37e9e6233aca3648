import { Hono } from 'hono';
import { assistantBodySchema } from './assistant-schema.ts';
import { notFound, parseBody, parseLimit } from './validation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';

/** `/assistant` CRUD (docs/vendors.md#vapi-basics, #vapi-assistants). */
export function assistantRoutes(store: VapiSandboxStore) {
  const app = new Hono();

  app.post('/', async (c) => {
    const body = await parseBody(c, assistantBodySchema);
    if (!body.ok) return body.response;
    return c.json(store.createAssistant(body.data), 201);
  });

  app.get('/', (c) => {
    const query = parseLimit(c);
    if (!query.ok) return query.response;
    return c.json(store.listAssistants(query.limit));
  });

  app.get('/:id', (c) => {
    const assistant = store.getAssistant(c.req.param('id'));
    return assistant ? c.json(assistant) : notFound(c);
  });

  app.patch('/:id', async (c) => {
    const id = c.req.param('id');
    if (!store.getAssistant(id)) return notFound(c);
    const body = await parseBody(c, assistantBodySchema);
    if (!body.ok) return body.response;
    return c.json(store.updateAssistant(id, body.data));
  });

  app.delete('/:id', (c) => {
    const deleted = store.deleteAssistant(c.req.param('id'));
    return deleted ? c.json(deleted) : notFound(c);
  });

  return app;
}
