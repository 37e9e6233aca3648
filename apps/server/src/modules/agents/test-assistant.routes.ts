import { testAssistantQuerySchema, testAssistantSchema } from '@portal/shared/agents/test-assistant';
import { createRouter, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import type { AgentsDeps } from './agent-access.service.ts';
import { testAssistant } from './test-assistant.service.ts';

const route = signedInRoute(
  {
    method: 'post',
    path: '/{id}/test-assistant',
    summary: 'Prepare the assistant for a browser test call',
    description:
      "Answers the voice platform's assistant id to start a browser test call with. Without a draft it is the assistant callers reach; while the agent has a draft, a separate assistant is made (or updated) from the draft, so the owner hears the changes not published yet. Callers keep reaching the published one.",
    request: { params: recordIdParam("The agent's id"), query: testAssistantQuerySchema },
    responses: { 200: jsonContent(testAssistantSchema.meta({ id: 'TestAssistant' }), 'The assistant to call') },
  },
  {
    409: 'The agent has been deleted, or is not on the voice platform yet.',
    502: 'The voice platform did not take the draft.',
  },
);

/** The assistant a browser test call talks to: what callers hear, or the draft. */
export function testAssistantRoutes(deps: AgentsDeps) {
  return createRouter().openapi(route, async (c) =>
    c.json(await testAssistant(deps, c.var.user.id, c.req.valid('param').id, c.req.valid('query').caller), 200),
  );
}
