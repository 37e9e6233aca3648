import { Hono, type Context } from 'hono';
import { assistantRuleErrors } from './assistant-rules.ts';
import { badRequest, notFound, parseLimit, parseVapiBody, vapiError } from './validation.ts';
import type { VapiSandboxStore } from './vapi-state.ts';
import type { CallBody } from './vapi-types.ts';

// Vapi's wording for these checks is from community threads [UNCONFIRMED].
const NO_ASSISTANT = 'Need Either `assistant`, `assistantId`, `squad`, Or `squadId`.';
const missingAssistant = (id: string) => `Couldn't Get Assistant. \`assistantId\` ${id} Does Not Exist.`;
// The emulator's own refusals: it has no telephony, and runs assistants only.
const WEB_CALLS_ONLY =
  'The sandbox places web calls only: give `transport: {"provider": "daily"}`; it has no telephone line to dial out on.';
const ASSISTANTS_ONLY = 'The sandbox runs assistants only, not squads or workflows.';

/**
 * `POST /call` (web calls: the SDK's `calls.create` with a Daily transport), `POST /call/web`
 * (what @vapi-ai/web calls to start a browser call) and call lookup. The emulator fakes only the
 * REST step: the room URL points back at the emulator, not at a Daily room, so no audio flows
 * (docs/vendors.md#vapi-web-calls).
 */
export function callRoutes(store: VapiSandboxStore, baseUrlOf: (url: string) => string) {
  const app = new Hono();

  const startWebCall = (c: Context, body: CallBody) => {
    const { assistantId, assistant, assistantOverrides } = body;
    if (body.squadId || body.squad || body.workflowId || body.workflow) return badRequest(c, ASSISTANTS_ONLY);
    if (!assistantId && !assistant) return badRequest(c, NO_ASSISTANT);
    if (assistantId && !store.getAssistant(assistantId)) return badRequest(c, missingAssistant(assistantId));
    const ruleErrors = assistant ? assistantRuleErrors(assistant, 'assistant') : [];
    if (ruleErrors.length) return badRequest(c, ruleErrors);
    const roomDeleteOnUserLeaveEnabled =
      body.transport?.roomDeleteOnUserLeaveEnabled ?? body.roomDeleteOnUserLeaveEnabled;
    return store.createWebCall(
      { assistantId, assistant, assistantOverrides, roomDeleteOnUserLeaveEnabled },
      baseUrlOf(c.req.url),
    );
  };

  app.post('/', async (c) => {
    const body = await parseVapiBody<CallBody>(c, 'CreateCallDTO');
    if (!body.ok) return body.response;
    if (body.data.transport?.provider !== 'daily') return badRequest(c, WEB_CALLS_ONLY);
    const call = startWebCall(c, body.data);
    return call instanceof Response ? call : c.json(call, 201);
  });

  // The web SDK reads the room from `webCallUrl`, a field the published Call schema does not list.
  app.post('/web', async (c) => {
    const body = await parseVapiBody<CallBody>(c, 'CreateWebCallDTO');
    if (!body.ok) return body.response;
    const call = startWebCall(c, body.data);
    return call instanceof Response ? call : c.json({ ...call, webCallUrl: call.transport.callUrl }, 201);
  });

  app.get('/', (c) => {
    const query = parseLimit(c);
    if (!query.ok) return query.response;
    return c.json(store.listCalls(query.limit));
  });

  // Vapi answers these with a 302 to a signed address of the audio; the sandbox has no audio, so
  // every call has no recording, as a call with recording turned off has none.
  app.get('/:id/mono-recording', (c) => c.json(vapiError(404, 'Artifact not found.'), 404));

  // DELETE /call/{id} (CallController_deleteCallData) erases the call with its recordings and
  // answers the call as it was; after it the call and its recording answer 404. Its body
  // (DeleteCallDTO, `ids` for a bulk delete) is not in the published components, so it is not read.
  app.delete('/:id', (c) => {
    const deleted = store.deleteCall(c.req.param('id'));
    return deleted ? c.json(deleted) : notFound(c);
  });

  app.get('/:id', (c) => {
    const call = store.getCall(c.req.param('id'));
    return call ? c.json(call) : notFound(c);
  });

  return app;
}
