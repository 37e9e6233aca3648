import { ASSISTANT_MODEL, REALTIME_MODEL } from './models.plain.ts';

/**
 * The product's voices, and the one table that says how each is played. The names are product
 * labels, not vendor voices (docs/vendors.md#vapi-voices), so each carries the vendor voice and the
 * model Vapi documents as working together:
 * - realtime voices are speech-to-speech: Vapi's realtime guide lists alloy, echo and shimmer for
 *   every realtime model and marin and cedar for the gpt-realtime ones, and no others;
 * - the other voices are text-to-speech after the assistant's language model: Vapi's own voices
 *   that stayed after its March 2026 retirement, and OpenAI's `alloy` for Regina, the default.
 * `dataId` is the value stored on the agent.
 */
export type VoiceOption = {
  id: string;
  name: string;
  description: string;
  tier: 'Free' | 'Premium';
  /** Where a sample of the voice can be heard; null when no sample is published. */
  sampleUrl: string | null;
  dataId: string;
  realtime: boolean;
  provider: { provider: 'vapi' | 'openai'; voiceId: string };
  /** The OpenAI model the assistant runs with this voice. */
  model: string;
};

const voice = (
  name: string,
  description: string,
  realtime: boolean,
  provider: VoiceOption['provider'],
): VoiceOption => ({
  id: name.toLowerCase(),
  name,
  description,
  tier: 'Free',
  sampleUrl: null,
  dataId: name.toLowerCase(),
  realtime,
  provider,
  model: realtime ? REALTIME_MODEL : ASSISTANT_MODEL,
});

export const VOICES: readonly VoiceOption[] = [
  voice('Regina', 'Warm, clear and friendly female voice.', false, { provider: 'openai', voiceId: 'alloy' }),
  voice('Olly', 'Relaxed, approachable male voice.', false, { provider: 'vapi', voiceId: 'Elliot' }),
  voice('Lara', 'Bright, upbeat female voice.', false, { provider: 'vapi', voiceId: 'Savannah' }),
  voice('Ezra', 'Calm, confident male voice.', false, { provider: 'vapi', voiceId: 'Rohan' }),
  voice('Harley', 'Lively, expressive female voice.', false, { provider: 'vapi', voiceId: 'Leah' }),
  voice('Serena', 'Soft, reassuring female voice.', false, { provider: 'vapi', voiceId: 'Tara' }),
  voice('Merlin', 'Deep, steady male voice with natural pacing.', true, { provider: 'openai', voiceId: 'cedar' }),
  voice('Daniel', 'Warm, engaging male voice.', true, { provider: 'openai', voiceId: 'echo' }),
  voice('Richard', 'Even, balanced voice with a measured delivery.', true, { provider: 'openai', voiceId: 'alloy' }),
  voice('Luna', 'Clear, professional female voice.', true, { provider: 'openai', voiceId: 'marin' }),
  voice('Mimi', 'Cheerful, energetic female voice.', true, { provider: 'openai', voiceId: 'shimmer' }),
];

export const DEFAULT_VOICE_ID = 'regina';

/**
 * The voice an agent uses: a stored 'alloy', null or empty is shown (and played) as Regina, the
 * default voice; an unknown id falls back to Regina too.
 */
export function resolveVoice(stored: string | null | undefined): VoiceOption {
  const key = (stored ?? '').trim().toLowerCase();
  const found = VOICES.find((option) => option.dataId === key || option.id === key);
  return found ?? VOICES[0]!;
}
