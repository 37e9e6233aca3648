import { z } from '@hono/zod-openapi';
import {
  SCENARIO_LIMITS,
  scenarioInputSchema,
  scenarioListSchema,
  scenarioSchema,
} from '@portal/shared/agents/scenarios';
import { okSchema } from '@portal/shared/api';
import { createRouter, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import { RUNS_PER_WINDOW, scenarioRunLimit } from './run-limit.service.ts';
import * as service from './scenarios.service.ts';

const agentParam = recordIdParam("The agent's id");
const scenarioParam = agentParam.extend({
  scenarioId: z.string().max(64).openapi({ format: 'uuid', description: "The scenario's id" }),
});
const input = jsonBody(scenarioInputSchema.meta({ id: 'ScenarioInput' }));
const scenario = scenarioSchema.meta({ id: 'Scenario' });
const scenarioList = scenarioListSchema.meta({ id: 'ScenarioList' });
const DELETED = { 409: 'The agent has been deleted.' } as const;

const routes = {
  list: signedInRoute(
    {
      method: 'get',
      path: '/{id}/scenarios',
      summary: "List an agent's test scenarios",
      description:
        'The scenarios with their latest results and a summary; while the agent has a draft, also each result on the draft and their summary (draftSummary). The first list adds the scenarios the portal proposes from what the agent is set up to do; they are added once, so deleted ones do not come back.',
      request: { params: agentParam },
      responses: { 200: jsonContent(scenarioList, 'The scenarios, oldest first, and the summary of their results') },
    },
    DELETED,
  ),
  create: signedInRoute(
    {
      method: 'post',
      path: '/{id}/scenarios',
      summary: 'Add a test scenario',
      request: { params: agentParam, body: input },
      responses: { 201: jsonContent(scenario, 'The new scenario, not run yet') },
    },
    { 409: `The agent has been deleted, or has ${SCENARIO_LIMITS.perAgent} scenarios already.` },
  ),
  proposals: signedInRoute(
    {
      method: 'post',
      path: '/{id}/scenarios/proposals',
      summary: 'Add the proposed scenarios that are missing',
      description:
        'Adds the scenarios the portal proposes for the agent as it is set up now, except those whose title is on the list already, as many as the per-agent limit leaves room for.',
      request: { params: agentParam },
      responses: { 200: jsonContent(scenarioList, 'The scenarios after adding the proposals') },
    },
    DELETED,
  ),
  update: signedInRoute(
    {
      method: 'patch',
      path: '/{id}/scenarios/{scenarioId}',
      summary: 'Edit a test scenario',
      request: { params: scenarioParam, body: input },
      responses: { 200: jsonContent(scenario, 'The edited scenario; its results are cleared') },
    },
    DELETED,
  ),
  remove: signedInRoute(
    {
      method: 'delete',
      path: '/{id}/scenarios/{scenarioId}',
      summary: 'Delete a test scenario',
      request: { params: scenarioParam },
      responses: { 200: jsonContent(okSchema, 'Deleted') },
    },
    DELETED,
  ),
  run: signedInRoute(
    {
      method: 'post',
      path: '/{id}/scenarios/{scenarioId}/run',
      summary: 'Run a test scenario',
      description:
        "Runs the scenario as a text conversation with the agent's assistant as it is compiled now, and stores the result. While the agent has a draft, the run tests the draft and its result is stored as draftResult (publishing the draft makes it lastResult). Nothing is booked in the calendar and the run is not counted as a call. A voice platform failure is part of the result (`error`), not an error answer.",
      request: { params: scenarioParam },
      responses: { 200: jsonContent(scenario, 'The scenario with the result of this run') },
    },
    { ...DELETED, 429: `More than ${RUNS_PER_WINDOW} runs by this owner in ten minutes.` },
  ),
};

export function scenariosRoutes(deps: service.ScenariosDeps) {
  const limitRuns = scenarioRunLimit(deps.db);
  return createRouter()
    .openapi(routes.list, async (c) =>
      c.json(await service.listScenarios(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.create, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await service.createScenario(deps, c.var.user.id, id, c.req.valid('json')), 201);
    })
    .openapi(routes.proposals, async (c) =>
      c.json(await service.addProposals(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.update, async (c) => {
      const { id, scenarioId } = c.req.valid('param');
      return c.json(await service.updateScenario(deps, c.var.user.id, id, scenarioId, c.req.valid('json')), 200);
    })
    .openapi(routes.remove, async (c) => {
      const { id, scenarioId } = c.req.valid('param');
      await service.deleteScenario(deps, c.var.user.id, id, scenarioId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.run, async (c) => {
      const { id, scenarioId } = c.req.valid('param');
      await limitRuns(c.var.user.id);
      return c.json(await service.runScenario(deps, c.var.user.id, id, scenarioId), 200);
    });
}
