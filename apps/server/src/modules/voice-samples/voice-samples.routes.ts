import {
  VOICE_SAMPLE_LIMITS,
  VOICE_SAMPLE_ORIGIN_HEADER,
  voiceSampleVoiceSchema,
} from '@portal/shared/agents/voice-samples';
import type { VoiceSampleKind } from '@portal/shared/agents/voice-samples';
import type { Context } from 'hono';
import { createRouter, recordIdParam, signedInRoute, type ApiEnv } from '../../lib/openapi.ts';
import type { Logger } from '../../lib/logger.ts';
import { voiceSampleLimit } from './voice-sample-limit.service.ts';
import { sampleStore, sampleTarget, type VoiceSamplesDeps } from './voice-samples.service.ts';

const params = recordIdParam("The agent's id").extend({
  voice: voiceSampleVoiceSchema.meta({ description: "The voice's id (voices.ts), e.g. `luna`" }),
});

const audio = { schema: { type: 'string' as const, format: 'binary' } };
const sampleAnswers = {
  200: {
    description: 'The audio (WAV, or MP3 where a vendor makes it)',
    headers: {
      etag: { schema: { type: 'string' as const }, description: 'Changes when what is spoken or how changes' },
      [VOICE_SAMPLE_ORIGIN_HEADER]: {
        schema: { type: 'string' as const, enum: ['approximation', 'vendor'] },
        description: '`approximation`: a simple synthesiser on the server imitated the voice',
      },
    },
    content: { 'audio/wav': audio, 'audio/mpeg': audio },
  },
  304: { description: 'The copy the browser holds (If-None-Match) is still the sample' },
};
const sampleErrors = {
  409: 'The agent has been deleted.',
  429: `More than ${VOICE_SAMPLE_LIMITS.perMinute} samples asked for by this owner in a minute.`,
  502: 'The sample could not be made (the voice provider or the synthesiser failed).',
  503: 'The synthesiser has too many samples to make; try again in a few seconds.',
};

const routes = {
  introduction: signedInRoute(
    {
      method: 'get',
      path: '/{id}/voice-samples/{voice}',
      summary: 'Hear a voice introduce itself',
      description:
        'A few seconds of the voice saying who it is, made once and kept. Without the vendor (sandbox), a simple synthesiser on the server imitates the voice.',
      request: { params },
      responses: sampleAnswers,
    },
    sampleErrors,
  ),
  greeting: signedInRoute(
    {
      method: 'get',
      path: '/{id}/voice-samples/{voice}/greeting',
      summary: "Hear the agent's greeting in a voice",
      description:
        'The greeting the agent answers calls with (the Greeting card, or the general greeting while it is empty), up to its first 600 characters, spoken by the voice.',
      request: { params },
      responses: sampleAnswers,
    },
    sampleErrors,
  ),
};

/**
 * GET /api/agents/{id}/voice-samples/{voice}[/greeting] (docs/product.md#voice-samples): the
 * owner's session and agent, a per-user limit, and an ETag so the browser revalidates cheaply.
 */
export function voiceSamplesRoutes(deps: VoiceSamplesDeps & { logger: Logger }) {
  const limit = voiceSampleLimit(deps.db);
  const load = sampleStore(deps, deps.logger);

  async function answer(c: Context<ApiEnv>, request: { id: string; voice: string }, kind: VoiceSampleKind) {
    const userId = c.var.user.id;
    const target = await sampleTarget(deps, { userId, agentId: request.id, voiceId: request.voice, kind });
    const etag = `"${target.key}"`;
    // Private: a greeting is the owner's; no-cache: asked again each time, answered 304 when unchanged.
    const cacheHeaders = { etag, 'cache-control': 'private, no-cache' };
    if ((c.req.header('if-none-match') ?? '').split(',').some((tag) => tag.trim() === etag)) {
      return c.body(null, 304, cacheHeaders);
    }
    await limit(userId);
    const sample = await load(target);
    return c.body(sample.audio, 200, {
      ...cacheHeaders,
      'content-type': sample.contentType,
      [VOICE_SAMPLE_ORIGIN_HEADER]: sample.approximate ? 'approximation' : 'vendor',
    });
  }

  return createRouter()
    .openapi(routes.introduction, (c) => answer(c, c.req.valid('param'), 'introduction'))
    .openapi(routes.greeting, (c) => answer(c, c.req.valid('param'), 'greeting'));
}
