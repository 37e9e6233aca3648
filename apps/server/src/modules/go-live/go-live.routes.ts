import { z } from '@hono/zod-openapi';
import { okSchema } from '@portal/shared/api';
import { agentGoLiveSchema, cockpitSchema } from '@portal/shared/go-live';
import type { Database } from '../../db/client.ts';
import { holdAnswerUntil } from '../../lib/owner-answers.ts';
import { createRouter, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import { agentGoLive, cockpit, dismissAlert } from './go-live.service.ts';

const agentParam = recordIdParam("The agent's id");
const alertParam = z.object({
  agentId: z.string().max(64).openapi({ format: 'uuid', description: 'The id of the agent the alert is about' }),
});

const routes = {
  cockpit: signedInRoute({
    method: 'get',
    path: '/cockpit',
    summary: 'Home: whether each agent answers calls, and what happened',
    description:
      "Each agent (not deleted) with its live state (live, answering, off), its go-live checklist with the next step first, and its real calls today (in the agent's time zone) and in the usage period; the alerts about agents that stopped being live; and the usage the subscription page shows.",
    responses: { 200: jsonContent(cockpitSchema.meta({ id: 'Cockpit' }), 'The cockpit') },
  }),
  agent: signedInRoute({
    method: 'get',
    path: '/agents/{id}/go-live',
    summary: "An agent's live state and go-live checklist",
    description: 'A deleted agent is not found.',
    request: { params: agentParam },
    responses: {
      200: jsonContent(agentGoLiveSchema.meta({ id: 'AgentGoLive' }), 'The live state, checklist and activity'),
    },
  }),
  dismiss: signedInRoute({
    method: 'post',
    path: '/cockpit/alerts/{agentId}/dismiss',
    summary: 'Dismiss the alert about an agent that stopped being live',
    description: 'Until the agent is live and stops again. Dismissing when there is no alert changes nothing.',
    request: { params: alertParam },
    responses: { 200: jsonContent(okSchema, 'Dismissed') },
  }),
};

/** /api/cockpit and /api/agents/{id}/go-live: the go-live state of the owner's agents. */
export function goLiveRoutes({ db }: { db: Database }) {
  return createRouter()
    .openapi(routes.cockpit, async (c) => {
      const home = await cockpit(db, c.var.user.id, c.var.log);
      // Home's "today" and usage period move with the clock: a kept copy of it ends with them.
      holdAnswerUntil(c, home.holdsUntil);
      return c.json(home.cockpit, 200);
    })
    .openapi(routes.agent, async (c) =>
      c.json(await agentGoLive(db, c.var.user.id, c.req.valid('param').id, c.var.log), 200),
    )
    .openapi(routes.dismiss, async (c) => {
      await dismissAlert(db, c.var.user.id, c.req.valid('param').agentId);
      return c.json({ ok: true as const }, 200);
    });
}
