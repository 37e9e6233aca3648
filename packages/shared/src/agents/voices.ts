/**
 * The product's voices. The names are product labels, not vendor
 * voices (docs/vendors.md#vapi-voices), so each carries the concrete voice it is played with: realtime
 * voices are OpenAI realtime voices, the others are Vapi's own voices that remain available
 * after Vapi's March 2026 retirement. `dataId` is the value stored on the agent.
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
});

export const VOICES: readonly VoiceOption[] = [
  voice('Regina', 'Warm, clear and friendly female voice.', false, { provider: 'openai', voiceId: 'alloy' }),
  voice('Olly', 'Relaxed, approachable male voice.', false, { provider: 'vapi', voiceId: 'Elliot' }),
  voice('Lara', 'Bright, upbeat female voice.', false, { provider: 'vapi', voiceId: 'Savannah' }),
  voice('Ezra', 'Calm, confident male voice.', false, { provider: 'vapi', voiceId: 'Rohan' }),
  voice('Harley', 'Lively, expressive female voice.', false, { provider: 'vapi', voiceId: 'Leah' }),
  voice('Serena', 'Soft, reassuring female voice.', false, { provider: 'vapi', voiceId: 'Tara' }),
  voice('Merlin', 'Deep, steady male voice with natural pacing.', true, { provider: 'openai', voiceId: 'ash' }),
  voice('Daniel', 'Polished, professional male voice.', true, { provider: 'openai', voiceId: 'echo' }),
  voice('Richard', 'Mature, authoritative male voice.', true, { provider: 'openai', voiceId: 'verse' }),
  voice('Luna', 'Gentle, melodic female voice.', true, { provider: 'openai', voiceId: 'shimmer' }),
  voice('Mimi', 'Cheerful, energetic female voice.', true, { provider: 'openai', voiceId: 'coral' }),
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
