import {
  ACCENT_LABELS,
  DEFAULT_ACCENT,
  DEFAULT_VIBE,
  optionOr,
  VIBE_LABELS,
  type StyleLabel,
} from './personality-labels.plain.ts';

export { DEFAULT_ACCENT, DEFAULT_VIBE, vibeLabel } from './personality-labels.plain.ts';

/**
 * Vibes and accents with the instruction texts that build speaking_style: the editor and the
 * server need them, a page that shows the labels does not (personality-labels.plain.ts).
 */
export type StyleOption = StyleLabel & { instruction: string };

const VIBE_INSTRUCTIONS: Record<string, string> = {
  professional_calm:
    'Keep a calm, composed and professional manner. Speak clearly at an even pace, use precise wording, and stay courteous and reassuring even when the caller is stressed.',
  cheerful_upbeat:
    'Sound warm, cheerful and upbeat. Greet callers with genuine enthusiasm, smile through your voice, and keep the conversation light and positive while still getting things done.',
  luxury_elegant:
    'Speak with refined, elegant poise. Use gracious, polished phrasing, never rush the caller, and make every caller feel like a valued VIP guest.',
  witty_playful:
    'Be friendly and quick-witted with a light, playful touch. A small tasteful joke is welcome when the moment fits, but never at the caller’s expense and never when they have a problem.',
  assertive_no_nonsense:
    'Be direct, confident and efficient. Get to the point quickly, give clear answers and next steps, and politely steer the conversation back when it drifts.',
  nurturing_supportive:
    'Be gentle, patient and caring. Listen closely, acknowledge the caller’s feelings, reassure them, and guide them step by step without any pressure.',
};

const ACCENT_INSTRUCTIONS: Record<string, string> = {
  standard_us: 'Speak in a neutral, standard American English accent with clear, even pronunciation.',
  southern_drawl:
    'Speak with a friendly Southern U.S. drawl: relaxed pacing, warm elongated vowels, and occasional Southern courtesies like "y’all" and "ma’am".',
  new_york: 'Speak with a New York accent: brisk, energetic and direct, with the city’s characteristic pronunciation.',
  canadian: 'Speak with a friendly Canadian English accent and polite, easygoing phrasing.',
  california_casual:
    'Speak with a laid-back California accent: casual, breezy and friendly, without slang that hides meaning.',
  british: 'Speak with a polished British English accent and British vocabulary and spelling where natural.',
};

const withInstructions = (
  labels: readonly StyleLabel[],
  instructions: Record<string, string>,
): readonly StyleOption[] => labels.map((option) => ({ ...option, instruction: instructions[option.id]! }));

export const VIBES = withInstructions(VIBE_LABELS, VIBE_INSTRUCTIONS);
export const ACCENTS = withInstructions(ACCENT_LABELS, ACCENT_INSTRUCTIONS);

/** speaking_style = the accent instruction followed by the vibe instruction. */
export function buildSpeakingStyle(vibe: string | null | undefined, accent: string | null | undefined) {
  const accentText = optionOr(ACCENTS, accent, DEFAULT_ACCENT).instruction;
  const vibeText = optionOr(VIBES, vibe, DEFAULT_VIBE).instruction;
  return `${accentText} ${vibeText}`;
}
