/**
 * How the offline synthesiser (eSpeak NG) imitates each voice: an English variant (its timbre:
 * male, female, breathier, brighter), the pitch and its range (0-100) and the pace in words a
 * minute, chosen from each voice's description so that the voices are told apart, not to sound
 * like the real ones.
 */
export type OfflineStyle = { voice: string; pitch: number; range: number; rate: number };

const style = (voice: string, pitch: number, range: number, rate: number): OfflineStyle => ({
  voice,
  pitch,
  range,
  rate,
});

/** By the product's voice id (voices.ts). */
export const PRODUCT_VOICE_STYLES: Record<string, OfflineStyle> = {
  regina: style('en-us+f3', 62, 60, 165), // warm, clear, friendly
  olly: style('en-us+m3', 45, 45, 150), // relaxed, approachable
  lara: style('en-us+f4', 72, 80, 180), // bright, upbeat
  ezra: style('en-us+m1', 38, 35, 155), // calm, confident
  harley: style('en-us+f5', 68, 95, 185), // lively, expressive
  serena: style('en-us+f1', 55, 40, 140), // soft, reassuring
  merlin: style('en-us+m7', 22, 30, 145), // deep, steady
  daniel: style('en-us+m4', 48, 65, 165), // warm, engaging
  richard: style('en-gb-x-rp+m6', 42, 25, 155), // even, measured
  luna: style('en-gb-x-rp+f2', 58, 50, 170), // clear, professional
  mimi: style('en-us+Annie', 80, 90, 190), // cheerful, energetic
};

/** By OpenAI's voice names, for the OpenAI emulator's speech endpoint. */
export const OPENAI_VOICE_STYLES: Record<string, OfflineStyle> = {
  alloy: PRODUCT_VOICE_STYLES.regina!,
  echo: PRODUCT_VOICE_STYLES.daniel!,
  shimmer: PRODUCT_VOICE_STYLES.mimi!,
  marin: PRODUCT_VOICE_STYLES.luna!,
  cedar: PRODUCT_VOICE_STYLES.merlin!,
};

export const DEFAULT_STYLE = style('en-us', 50, 50, 165);

/** The settings as one line: part of a sample's cache key. */
export const describeStyle = (s: OfflineStyle) => `${s.voice} pitch ${s.pitch} range ${s.range} rate ${s.rate}`;
