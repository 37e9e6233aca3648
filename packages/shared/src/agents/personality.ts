/** Vibes and accents with the instruction texts that build speaking_style. */
export type StyleOption = { id: string; label: string; instruction: string };

export const VIBES: readonly StyleOption[] = [
  {
    id: 'professional_calm',
    label: 'Professional',
    instruction:
      'Keep a calm, composed and professional manner. Speak clearly at an even pace, use precise wording, and stay courteous and reassuring even when the caller is stressed.',
  },
  {
    id: 'cheerful_upbeat',
    label: 'Cheerful',
    instruction:
      'Sound warm, cheerful and upbeat. Greet callers with genuine enthusiasm, smile through your voice, and keep the conversation light and positive while still getting things done.',
  },
  {
    id: 'luxury_elegant',
    label: 'Luxury',
    instruction:
      'Speak with refined, elegant poise. Use gracious, polished phrasing, never rush the caller, and make every caller feel like a valued VIP guest.',
  },
  {
    id: 'witty_playful',
    label: 'Witty',
    instruction:
      'Be friendly and quick-witted with a light, playful touch. A small tasteful joke is welcome when the moment fits, but never at the caller’s expense and never when they have a problem.',
  },
  {
    id: 'assertive_no_nonsense',
    label: 'Assertive',
    instruction:
      'Be direct, confident and efficient. Get to the point quickly, give clear answers and next steps, and politely steer the conversation back when it drifts.',
  },
  {
    id: 'nurturing_supportive',
    label: 'Nurturing',
    instruction:
      'Be gentle, patient and caring. Listen closely, acknowledge the caller’s feelings, reassure them, and guide them step by step without any pressure.',
  },
];

export const ACCENTS: readonly StyleOption[] = [
  {
    id: 'standard_us',
    label: 'Standard U.S.',
    instruction: 'Speak in a neutral, standard American English accent with clear, even pronunciation.',
  },
  {
    id: 'southern_drawl',
    label: 'Southern Drawl',
    instruction:
      'Speak with a friendly Southern U.S. drawl: relaxed pacing, warm elongated vowels, and occasional Southern courtesies like "y’all" and "ma’am".',
  },
  {
    id: 'new_york',
    label: 'New York',
    instruction:
      'Speak with a New York accent: brisk, energetic and direct, with the city’s characteristic pronunciation.',
  },
  {
    id: 'canadian',
    label: 'Canadian',
    instruction: 'Speak with a friendly Canadian English accent and polite, easygoing phrasing.',
  },
  {
    id: 'california_casual',
    label: 'California Casual',
    instruction:
      'Speak with a laid-back California accent: casual, breezy and friendly, without slang that hides meaning.',
  },
  {
    id: 'british',
    label: 'British',
    instruction: 'Speak with a polished British English accent and British vocabulary and spelling where natural.',
  },
];

export const DEFAULT_VIBE = 'cheerful_upbeat';
export const DEFAULT_ACCENT = 'standard_us';

const byId = (options: readonly StyleOption[], id: string | null | undefined) => options.find((o) => o.id === id);

/** speaking_style = the accent instruction followed by the vibe instruction. */
export function buildSpeakingStyle(vibe: string | null | undefined, accent: string | null | undefined) {
  const accentText = (byId(ACCENTS, accent) ?? byId(ACCENTS, DEFAULT_ACCENT)!).instruction;
  const vibeText = (byId(VIBES, vibe) ?? byId(VIBES, DEFAULT_VIBE)!).instruction;
  return `${accentText} ${vibeText}`;
}

export const vibeLabel = (id: string | null | undefined) => byId(VIBES, id)?.label ?? byId(VIBES, DEFAULT_VIBE)!.label;
export const accentLabel = (id: string | null | undefined) =>
  byId(ACCENTS, id)?.label ?? byId(ACCENTS, DEFAULT_ACCENT)!.label;
