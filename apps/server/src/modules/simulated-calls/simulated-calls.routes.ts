import {
  SIMULATED_CALL_LIMITS,
  simulatedCallInputSchema,
  simulatedCallSchema,
} from '@portal/shared/agents/simulated-calls';
import { createRouter, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import { simulatedCallLimit } from './simulated-call-limit.service.ts';
import * as service from './simulated-calls.service.ts';

const { perWindow, windowMinutes } = SIMULATED_CALL_LIMITS;

const simulate = signedInRoute(
  {
    method: 'post',
    path: '/{id}/simulated-calls',
    summary: "Simulate an inbound call to an agent's number (sandbox)",
    description:
      "Only while the voice platform is emulated (absent otherwise). A pretend caller phones the agent's assigned number and says the given lines, one per turn; the agent answers as on a real call. The call takes a real call's path (the platform's webhooks, the call record, booking through the calendar), so it appears in the call history, and this answers once it has ended.",
    request: {
      params: recordIdParam("The agent's id"),
      body: jsonBody(simulatedCallInputSchema.meta({ id: 'SimulatedCallInput' })),
    },
    responses: { 201: jsonContent(simulatedCallSchema.meta({ id: 'SimulatedCall' }), 'The call, as recorded') },
  },
  {
    409: 'The agent has been deleted, has no phone number, or its number is not on the voice platform yet.',
    429: `More than ${perWindow} simulated calls by this owner in ${windowMinutes} minutes.`,
    502: 'The emulated voice platform could not play the call, or its report did not reach the portal.',
  },
);

export function simulatedCallsRoutes(deps: Omit<service.SimulatedCallsDeps, 'limitCalls'>) {
  const serviceDeps = { ...deps, limitCalls: simulatedCallLimit(deps.db) };
  return createRouter().openapi(simulate, async (c) => {
    const call = await service.placeSimulatedCall(
      serviceDeps,
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(call, 201);
  });
}
