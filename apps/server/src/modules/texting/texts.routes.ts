import { textListSchema, textsQuerySchema } from '@portal/shared/texts';
import { AppError } from '../../lib/errors.ts';
import { createRouter, errorContent, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import * as service from './texts.service.ts';

const routes = {
  list: signedInRoute({
    method: 'get',
    path: '/texts',
    summary: 'Texts of a call, or with a caller',
    description:
      "Every text an agent sent or held back about one call (`call`), or every text to and from one caller (`caller`), oldest first: confirmations, text-backs, alerts to the owner, answers to STOP, START and HELP, and the caller's replies, each with its status and the carrier's reason when it failed.",
    request: { query: textsQuerySchema },
    responses: {
      200: jsonContent(textListSchema.meta({ id: 'TextList' }), 'The texts'),
      404: errorContent('The caller is not one of the owner’s.'),
    },
  }),
};

export function textsRoutes(deps: Pick<service.TextsDeps, 'db'>) {
  return createRouter().openapi(routes.list, async (c) => {
    const query = c.req.valid('query');
    const userId = c.var.user.id;
    if (query.call) return c.json(await service.textsOfCall(deps, userId, query.call), 200);
    if (query.caller) return c.json(await service.textsWithCaller(deps, userId, query.caller), 200);
    throw new AppError('VALIDATION_FAILED', 'Name the call or the caller whose texts to list.');
  });
}
