import { createHash } from 'node:crypto';
import { spokenGreeting } from '@portal/shared/agents/greeting.plain';
import {
  greetingSampleText,
  introductionText,
  VOICE_SAMPLE_MESSAGES,
  type VoiceSampleKind,
} from '@portal/shared/agents/voice-samples';
import { resolveVoice, type VoiceOption } from '@portal/shared/agents/voices.plain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { VoiceSampleError, type VoiceSampler } from '../../providers/voice-samples/voice-samples.ts';
import { getAgent } from '../agents/agents.service.ts';
import { deleteSamplesBefore, findSample, storeSample, type StoredSample } from './voice-samples.repo.ts';

export type VoiceSamplesDeps = { db: Database; samples: VoiceSampler };

/** A sample to serve: who speaks, what, and the key it is cached (and tagged) under. */
export type SampleTarget = { voice: VoiceOption; text: string; key: string };

const KEEP_SAMPLES_MS = 30 * 24 * 60 * 60 * 1000;

/** The sample an owner asks for, from their own agent (another owner's agent is not found). */
export async function sampleTarget(
  deps: VoiceSamplesDeps,
  request: { userId: string; agentId: string; voiceId: string; kind: VoiceSampleKind },
): Promise<SampleTarget> {
  const agent = await getAgent(deps, request.userId, request.agentId);
  if (agent.isDeleted) throw new AppError('CONFLICT', VOICE_SAMPLE_MESSAGES.deleted);
  const voice = resolveVoice(request.voiceId);
  const text = request.kind === 'greeting' ? greetingSampleText(spokenGreeting(agent)) : introductionText(voice);
  const key = createHash('sha256')
    .update(`${deps.samples.sourceOf(voice)}\n${text}`)
    .digest('hex');
  return { voice, text, key };
}

/**
 * Serves samples from the database and makes each one once. Requests for a sample that is being
 * made wait for it rather than making it again.
 */
export function sampleStore(deps: VoiceSamplesDeps, logger: Logger) {
  const inFlight = new Map<string, Promise<StoredSample>>();

  async function make(target: SampleTarget): Promise<StoredSample> {
    let spoken;
    try {
      spoken = await deps.samples.speak(target.voice, target.text);
    } catch (error) {
      logger.warn({ err: error, voice: target.voice.dataId }, 'voice sample could not be made');
      if (error instanceof VoiceSampleError && error.reason === 'busy') {
        throw new AppError('UNAVAILABLE', VOICE_SAMPLE_MESSAGES.busy);
      }
      throw new AppError('UPSTREAM_FAILED', VOICE_SAMPLE_MESSAGES.failed(target.voice.name));
    }
    const sample = { contentType: spoken.contentType, approximate: spoken.approximate, audio: spoken.audio };
    await storeSample(deps.db, target.key, sample);
    await deleteSamplesBefore(deps.db, new Date(Date.now() - KEEP_SAMPLES_MS));
    return sample;
  }

  return async function load(target: SampleTarget): Promise<StoredSample> {
    const stored = await findSample(deps.db, target.key);
    if (stored) return stored;
    let pending = inFlight.get(target.key);
    if (!pending) {
      pending = make(target).finally(() => inFlight.delete(target.key));
      inFlight.set(target.key, pending);
    }
    return pending;
  };
}
