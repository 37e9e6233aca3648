import { callDetailSchema, callHandledSchema, callListQuerySchema, callListSchema } from '@portal/shared/calls';
import { leftTestCallSchema, platformCallIdSchema } from '@portal/shared/test-calls';
import { createRouter, recordIdParam, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { VoicePlatform } from '../../providers/voice/voice.ts';
import { getCall, listCalls, markCallHandled, openCallRecording } from './calls.service.ts';
import { endLeftTestCall } from './left-test-call.service.ts';
import { deleteOwnedCall } from '../privacy/call-deletion.service.ts';

const callId = recordIdParam("The call's id in the portal");

const routes = {
  list: signedInRoute({
    method: 'get',
    path: '/',
    summary: 'List the calls, newest first',
    description:
      'Narrowed by agent, by outcome (or to the urgent matters and messages that need the owner) and by words ' +
      'of the transcript; a page at a time, continued with nextCursor.',
    request: { query: callListQuerySchema },
    responses: { 200: jsonContent(callListSchema, "The caller's calls, newest first") },
  }),
  get: signedInRoute({
    method: 'get',
    path: '/{id}',
    summary: 'Read one call with its transcript',
    request: { params: callId },
    responses: { 200: jsonContent(callDetailSchema, 'One call with its transcript') },
  }),
  handled: signedInRoute({
    method: 'put',
    path: '/{id}/handled',
    summary: 'Mark an urgent matter or a message handled, or reopen it',
    description: 'Records who marked it and when; the call then no longer needs attention.',
    request: { params: callId, body: jsonBody(callHandledSchema.meta({ id: 'CallHandled' })) },
    responses: { 200: jsonContent(callDetailSchema, 'The call, as marked') },
  }),
  recording: signedInRoute(
    {
      method: 'get',
      path: '/{id}/recording',
      summary: "The call's recording",
      request: { params: callId },
      responses: {
        200: {
          description: 'The audio itself, when the voice platform hands it over directly',
          content: { 'audio/*': { schema: { type: 'string', format: 'binary' } } },
        },
        302: {
          description: 'To a short-lived address of the audio',
          headers: { location: { schema: { type: 'string', format: 'uri' } } },
        },
      },
    },
    { 502: 'The voice platform could not hand the recording over.' },
  ),
  deleteArtifacts: signedInRoute(
    {
      method: 'delete',
      path: '/{id}',
      summary: "Delete the call's recording and transcript",
      description:
        'Deletes the call at the voice platform (its recording with it) and its recording, transcript, messages and ' +
        'summary here. The call stays in the history without them: its outcome, times, duration and cost still count ' +
        'in usage and analytics. Deleting a call already deleted changes nothing.',
      request: { params: callId },
      responses: { 200: jsonContent(callDetailSchema, 'The call, without its recording and transcript') },
    },
    { 502: 'The voice platform could not delete the call; nothing was deleted. Try again shortly.' },
  ),
  endLeftTestCall: signedInRoute({
    method: 'post',
    path: '/test-calls/{callId}/end',
    summary: 'End a test call whose page was left',
    description:
      'For the page that loads after a reload or a closed tab cut a browser test call short: the call history ' +
      'records its end as the voice platform reports it, or as ended by the caller leaving.',
    request: { params: platformCallIdSchema },
    responses: { 200: jsonContent(leftTestCallSchema, 'The call in the history, ended') },
  }),
};

export type CallsDeps = {
  db: Database;
  logger: Logger;
  voice: Pick<VoicePlatform, 'openRecording' | 'getCall' | 'deleteCall'>;
  now?: () => Date;
};

/**
 * Call history (GET /api/calls, /api/calls/:id), always scoped to the signed-in owner, and each
 * call's recording (GET /api/calls/:id/recording: a redirect to a short-lived address, or the audio),
 * marking an urgent matter or a message handled (PUT /api/calls/:id/handled), deleting a call's
 * recording and transcript (DELETE /api/calls/:id, the row stays for usage),
 * and the end of a test call its page left (POST /api/calls/test-calls/:callId/end).
 */
export function callsRoutes(deps: CallsDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await listCalls(deps.db, c.var.user.id, c.req.valid('query')), 200))
    .openapi(routes.get, async (c) => c.json(await getCall(deps.db, c.var.user.id, c.req.valid('param').id), 200))
    .openapi(routes.handled, async (c) => {
      const now = deps.now?.() ?? new Date();
      const { handled } = c.req.valid('json');
      return c.json(await markCallHandled(deps.db, c.var.user.id, c.req.valid('param').id, handled, now), 200);
    })
    .openapi(routes.recording, async (c) => {
      const source = await openCallRecording(deps, c.var.user.id, c.req.valid('param').id);
      if ('redirectTo' in source) return c.redirect(source.redirectTo, 302);
      return c.body(source.body, 200, { 'content-type': source.contentType });
    })
    .openapi(routes.deleteArtifacts, async (c) => {
      const { id } = c.req.valid('param');
      await deleteOwnedCall({ ...deps, now: deps.now ?? (() => new Date()) }, c.var.user.id, id);
      return c.json(await getCall(deps.db, c.var.user.id, id), 200);
    })
    .openapi(routes.endLeftTestCall, async (c) =>
      c.json(await endLeftTestCall(deps, c.var.user.id, c.req.valid('param').callId), 200),
    );
}
