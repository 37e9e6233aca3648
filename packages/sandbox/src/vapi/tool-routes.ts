import { Hono } from 'hono';
import { badRequest, notFound, parseLimit, parseVapiBody } from './validation.ts';
import type { VapiKnowledgeStore } from './knowledge-state.ts';
import type { ToolBody } from './vapi-types.ts';

/**
 * `/tool` for the tools Vapi keeps apart from assistants (docs/vendors.md#vapi-knowledge-base).
 * Vapi's body is a union keyed by `type`; only its query tool (a knowledge base over uploaded
 * files) is emulated, so another type is answered as that member's schema answers it.
 */
export function toolRoutes(store: VapiKnowledgeStore) {
  const app = new Hono();

  app.post('/', async (c) => {
    const body = await parseVapiBody<ToolBody & { knowledgeBases?: { fileIds: string[] }[] }>(c, 'CreateQueryToolDTO');
    if (!body.ok) return body.response;
    const missing = (body.data.knowledgeBases ?? []).flatMap((base) => base.fileIds).filter((id) => !store.getFile(id));
    // A knowledge base over a file the organisation does not have is refused; Vapi's wording for
    // it is not in the public spec [UNCONFIRMED].
    if (missing.length)
      return badRequest(
        c,
        missing.map((id) => `File ${id} Not Found.`),
      );
    return c.json(store.createTool(body.data), 201);
  });

  app.get('/', (c) => {
    const query = parseLimit(c);
    if (!query.ok) return query.response;
    return c.json(store.listTools(query.limit));
  });

  app.get('/:id', (c) => {
    const tool = store.getTool(c.req.param('id'));
    return tool ? c.json(tool) : notFound(c);
  });

  app.delete('/:id', (c) => {
    const deleted = store.deleteTool(c.req.param('id'));
    return deleted ? c.json(deleted) : notFound(c);
  });

  return app;
}
