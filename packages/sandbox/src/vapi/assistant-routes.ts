import { Hono, type Context } from 'hono';
import { assistantRuleErrors } from './assistant-rules.ts';
import { badRequest, notFound, parseLimit, parseVapiBody } from './validation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';
import type { AssistantBody } from './vapi-types.ts';

/** The body checked as Vapi checks it: its published schema, then what the schema cannot say. */
async function assistantBody(c: Context, schemaName: 'CreateAssistantDTO' | 'UpdateAssistantDTO') {
  const body = await parseVapiBody<AssistantBody>(c, schemaName);
  if (!body.ok) return body;
  const errors = assistantRuleErrors(body.data);
  return errors.length ? { ok: false as const, response: badRequest(c, errors) } : body;
}

/** `/assistant` CRUD (docs/vendors.md#vapi-basics, #vapi-assistants). */
export function assistantRoutes(store: VapiSandboxStore) {
  const app = new Hono();

  app.post('/', async (c) => {
    const body = await assistantBody(c, 'CreateAssistantDTO');
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
    const body = await assistantBody(c, 'UpdateAssistantDTO');
    if (!body.ok) return body.response;
    return c.json(store.updateAssistant(id, body.data, body.cleared));
  });

  app.delete('/:id', (c) => {
    const deleted = store.deleteAssistant(c.req.param('id'));
    return deleted ? c.json(deleted) : notFound(c);
  });

  return app;
}
