import { analyticsQuerySchema, analyticsSchema } from '@portal/shared/analytics';
import { createRouter, errorContent, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import { getAnalytics, type AnalyticsDeps } from './analytics.service.ts';

const routes = {
  get: signedInRoute({
    method: 'get',
    path: '/',
    summary: 'Call figures of the last 7, 30 or 90 days',
    description:
      'Calls, minutes, average length, booking rate, calls per day, outcomes and the busiest hours by weekday, ' +
      'for all agents or one, with the same totals for the period just before. Days and hours are those of ' +
      "the agent's time zone (for all agents: the owner's, else the newest agent's, else UTC). Test calls " +
      "made from the portal are not counted. An agentId that names none of the caller's agents answers 404.",
    request: { query: analyticsQuerySchema },
    responses: {
      200: jsonContent(analyticsSchema.meta({ id: 'CallAnalytics' }), "The period's figures"),
      404: errorContent('agentId names none of the caller’s agents.'),
    },
  }),
};

/** GET /api/analytics: the owner's call figures, always scoped to the signed-in owner. */
export function analyticsRoutes(deps: AnalyticsDeps) {
  return createRouter().openapi(routes.get, async (c) =>
    c.json(await getAnalytics(deps, c.var.user.id, c.req.valid('query')), 200),
  );
}
