/** Vibes and accents as the portal names them; their instruction texts are in personality.plain.ts. */
export type StyleLabel = { id: string; label: string };

export const VIBE_LABELS: readonly StyleLabel[] = [
  { id: 'professional_calm', label: 'Professional' },
  { id: 'cheerful_upbeat', label: 'Cheerful' },
  { id: 'luxury_elegant', label: 'Luxury' },
  { id: 'witty_playful', label: 'Witty' },
  { id: 'assertive_no_nonsense', label: 'Assertive' },
  { id: 'nurturing_supportive', label: 'Nurturing' },
];

export const ACCENT_LABELS: readonly StyleLabel[] = [
  { id: 'standard_us', label: 'Standard U.S.' },
  { id: 'southern_drawl', label: 'Southern Drawl' },
  { id: 'new_york', label: 'New York' },
  { id: 'canadian', label: 'Canadian' },
  { id: 'california_casual', label: 'California Casual' },
  { id: 'british', label: 'British' },
];

export const DEFAULT_VIBE = 'cheerful_upbeat';
export const DEFAULT_ACCENT = 'standard_us';

/** The option with this id, or the default one when the id is unknown or missing. */
export const optionOr = <T extends StyleLabel>(
  options: readonly T[],
  id: string | null | undefined,
  fallback: string,
) => options.find((option) => option.id === id) ?? options.find((option) => option.id === fallback)!;

export const vibeLabel = (id: string | null | undefined) => optionOr(VIBE_LABELS, id, DEFAULT_VIBE).label;
export const accentLabel = (id: string | null | undefined) => optionOr(ACCENT_LABELS, id, DEFAULT_ACCENT).label;
