import {
  SIMULATED_CALL_LIMITS,
  sandboxTransferListSchema,
  sandboxTransferSchema,
  setSandboxTransferSchema,
  simulatedCallInputSchema,
  simulatedCallSchema,
} from '@portal/shared/agents/simulated-calls';
import { z } from '@hono/zod-openapi';
import { createRouter, jsonBody, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import * as transfers from './sandbox-transfers.service.ts';
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

const listTransfers = signedInRoute({
  method: 'get',
  path: '/{id}/sandbox-transfers',
  summary: "How the agent's transfer destinations take a call (sandbox)",
  description:
    'Only while the voice platform is emulated (absent otherwise). Each transfer destination with a number, and whether the emulated platform finds it answering, busy or not answering when the agent transfers a call.',
  request: { params: recordIdParam("The agent's id") },
  responses: { 200: jsonContent(sandboxTransferListSchema.meta({ id: 'SandboxTransferList' }), 'The destinations') },
});

const setTransfer = signedInRoute({
  method: 'put',
  path: '/{id}/sandbox-transfers/{destinationId}',
  summary: 'Set how a transfer destination takes a call (sandbox)',
  description:
    "Only while the voice platform is emulated. A busy or unanswered destination makes the agent's fallback speak and the agent take a message, as on a real line.",
  request: {
    params: recordIdParam("The agent's id").extend({ destinationId: z.string().max(100) }),
    body: jsonBody(setSandboxTransferSchema.meta({ id: 'SetSandboxTransfer' })),
  },
  responses: { 200: jsonContent(sandboxTransferSchema.meta({ id: 'SandboxTransfer' }), 'The destination, as set') },
});

export function simulatedCallsRoutes(
  deps: Omit<service.SimulatedCallsDeps, 'limitCalls'> & { sandboxTransfers: transfers.SandboxTransfers },
) {
  const serviceDeps = { ...deps, limitCalls: simulatedCallLimit(deps.db) };
  return createRouter()
    .openapi(listTransfers, async (c) =>
      c.json(await transfers.listSandboxTransfers(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(setTransfer, async (c) => {
      const { id, destinationId } = c.req.valid('param');
      const { behaviour } = c.req.valid('json');
      return c.json(await transfers.setSandboxTransfer(deps, c.var.user.id, id, destinationId, behaviour), 200);
    })
    .openapi(simulate, async (c) => {
      const call = await service.placeSimulatedCall(
        serviceDeps,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(call, 201);
    });
}
