import { VOICE_SAMPLE_ORIGIN_HEADER, voiceSamplePath, type VoiceSampleKind } from '@portal/shared/agents/voice-samples';
import { ApiError, apiErrorOf, CONNECTION_ERROR } from '../../../lib/api-client';

export type VoiceSampleAudio = { audio: Blob; approximate: boolean };

/**
 * A voice's sample from the server: its introduction, or the agent's greeting in that voice. The
 * browser's cache keeps it and asks again with its ETag, so a sample heard before costs a 304.
 */
async function sampleResponse(path: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', CONNECTION_ERROR);
  }
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

export async function fetchVoiceSample(
  agentId: string,
  voiceId: string,
  kind: VoiceSampleKind,
): Promise<VoiceSampleAudio> {
  const response = await sampleResponse(voiceSamplePath(agentId, voiceId, kind));
  return {
    audio: await response.blob(),
    approximate: response.headers.get(VOICE_SAMPLE_ORIGIN_HEADER) === 'approximation',
  };
}
