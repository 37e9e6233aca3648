import { Hono } from 'hono';
import { z } from 'zod';
import { TRANSFER_BEHAVIOURS } from './transfer-destinations.ts';
import { badRequest, parseBody } from './validation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';

const E164 = /^\+\d{8,15}$/;
const behaviourBody = z.object({ behaviour: z.enum(TRANSFER_BEHAVIOURS) }).strict();

/**
 * The sandbox's own setting of how each transfer destination takes a call, mounted at
 * `/_admin/transfer-destinations` like the fault admin: `GET` lists the numbers that do not
 * answer, `PUT /{number}` with `{behaviour: "answers" | "busy" | "no-answer"}` sets one (a real
 * destination is a phone someone may not pick up; the emulator has nobody to ring).
 */
export function transferDestinationRoutes(store: VapiSandboxStore) {
  const app = new Hono();
  app.get('/', (c) => c.json(store.listTransferBehaviours()));
  app.put('/:number', async (c) => {
    const number = c.req.param('number');
    if (!E164.test(number)) return badRequest(c, ['number must be an E.164 phone number, like +15125550100']);
    const body = await parseBody(c, behaviourBody);
    if (!body.ok) return body.response;
    store.setTransferBehaviour(number, body.data.behaviour);
    return c.json({ number, behaviour: body.data.behaviour });
  });
  return app;
}
