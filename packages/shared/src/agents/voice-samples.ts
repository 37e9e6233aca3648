import { z } from 'zod';
import { VOICES, type VoiceOption } from './voices.plain.ts';

/**
 * Voice samples: each voice speaks a short introduction, or the agent's own greeting, before the
 * owner chooses it. The server makes the audio (docs/product.md#voice-samples).
 */

export const VOICE_SAMPLE_KINDS = ['introduction', 'greeting'] as const;
export type VoiceSampleKind = (typeof VOICE_SAMPLE_KINDS)[number];

export const voiceSampleVoiceSchema = z.enum(
  VOICES.map((voice) => voice.dataId) as [string, ...string[]],
  "Choose one of the portal's voices.",
);

/** Where a sample is served, under /api. */
export const voiceSamplePath = (agentId: string, voiceId: string, kind: VoiceSampleKind) =>
  `/agents/${encodeURIComponent(agentId)}/voice-samples/${encodeURIComponent(voiceId)}${kind === 'greeting' ? '/greeting' : ''}`;

/**
 * The answer's header saying how the audio was made: `approximation` (a simple synthesiser on the
 * server imitated the voice) or `vendor` (the voice itself).
 */
export const VOICE_SAMPLE_ORIGIN_HEADER = 'x-voice-sample';

/** What every voice says when it introduces itself. */
export const introductionText = (voice: Pick<VoiceOption, 'name'>) =>
  `Hello, I'm ${voice.name}. Thanks for calling! How can I help you today?`;

/** A greeting is spoken up to here (a few sentences), so a long one still plays in seconds. */
export const GREETING_SAMPLE_LIMIT = 600;

/** The greeting as the sample speaks it: whole, or its first sentences within the limit. */
export function greetingSampleText(greeting: string): string {
  const text = greeting.trim().replace(/\s+/g, ' ');
  if (text.length <= GREETING_SAMPLE_LIMIT) return text;
  const head = text.slice(0, GREETING_SAMPLE_LIMIT);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd > 0) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  return wordEnd > 0 ? head.slice(0, wordEnd) : head;
}

export const VOICE_SAMPLE_MESSAGES = {
  failed: (voice: string) => `The sample of ${voice} could not be made right now. Please try again in a minute.`,
  busy: 'Many samples are being made right now. Please try again in a few seconds.',
  deleted: 'This agent has been deleted.',
} as const;

/** Samples an owner may hear a minute; a sample already made counts too, a revalidation does not. */
export const VOICE_SAMPLE_LIMITS = { perMinute: 30 } as const;
