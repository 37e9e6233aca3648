import { VOICE_SAMPLE_ORIGIN_HEADER, voiceSamplePath, type VoiceSampleKind } from '@portal/shared/agents/voice-samples';
import { apiResponse } from '../../../lib/api-client';

export type VoiceSampleAudio = { audio: Blob; approximate: boolean };

/**
 * A voice's sample from the server: its introduction, or the agent's greeting in that voice. The
 * browser's cache keeps it and asks again with its ETag, so a sample heard before costs a 304.
 */
export async function fetchVoiceSample(
  agentId: string,
  voiceId: string,
  kind: VoiceSampleKind,
): Promise<VoiceSampleAudio> {
  const response = await apiResponse(voiceSamplePath(agentId, voiceId, kind));
  return {
    audio: await response.blob(),
    approximate: response.headers.get(VOICE_SAMPLE_ORIGIN_HEADER) === 'approximation',
  };
}
