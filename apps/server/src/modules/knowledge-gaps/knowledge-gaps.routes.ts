import { knowledgeGapListSchema, resolveKnowledgeGapSchema } from '@portal/shared/knowledge-gaps';
import { createRouter, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import * as service from './knowledge-gaps.service.ts';

const agentParam = recordIdParam("The agent's id");

const routes = {
  list: signedInRoute({
    method: 'get',
    path: '/{id}/knowledge-gaps',
    summary: "Questions an agent couldn't answer",
    description:
      'The questions callers asked in the last 30 days that the agent could not answer, grouped when they differ only in case, punctuation or spacing: the latest wording, how many times and when last asked, and the configuration card most likely to hold the answer. Most asked first, at most 20. A question marked answered is left out until it is asked again.',
    request: { params: agentParam },
    responses: {
      200: jsonContent(knowledgeGapListSchema.meta({ id: 'KnowledgeGapList' }), 'The questions, most asked first'),
    },
  }),
  resolve: signedInRoute({
    method: 'post',
    path: '/{id}/knowledge-gaps/resolve',
    summary: 'Mark a question answered',
    description:
      'Takes the question with this key off the list, typically once its answer is saved on a card. Asked again later, it is listed again.',
    request: { params: agentParam, body: jsonBody(resolveKnowledgeGapSchema.meta({ id: 'ResolveKnowledgeGap' })) },
    responses: { 204: { description: 'Marked answered' } },
  }),
};

export function knowledgeGapsRoutes(deps: service.KnowledgeGapsDeps) {
  return createRouter()
    .openapi(routes.list, async (c) =>
      c.json(await service.listKnowledgeGaps(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.resolve, async (c) => {
      await service.resolveKnowledgeGap(deps, c.var.user.id, c.req.valid('param').id, c.req.valid('json').key);
      return c.body(null, 204);
    });
}
