// One-line fields (names, a type of business, a short answer): how long each may be and the
// messages, shared by the server's schemas (text-fields.ts) and the forms. Free of zod, so a light
// page (My Agents' create dialog) can check a name without the schema library.

/** The longest each one-line field may be, in characters, after trimming. */
export const TEXT_LIMITS = {
  agentName: 80,
  businessName: 100,
  fullName: 100,
  /** Any other one-line answer (a type of business, other information to collect). */
  line: 200,
} as const;

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters.`;
export const oneLineMessage = (label: string) => `${label} must be one line, without line breaks.`;

const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;

/** What a one-line field holds once saved: trimmed. */
export const lineLength = (value: string) => value.trim().length;

/** The message for a one-line field, or null when it is fine. The limit counts the trimmed text, as saved. */
export function singleLineError(label: string, max: number, value: string): string | null {
  const text = value.trim();
  if (LINE_BREAK.test(text)) return oneLineMessage(label);
  return text.length > max ? tooLongMessage(label, max) : null;
}

/**
 * Older code accepted line breaks in fields that are one line now: an input shows them as spaces
 * (a text input cannot hold a line break), so the form starts from the same text.
 */
export const toOneLine = (value: string) => value.replace(/\s*[\n\r\v\f\u0085\u2028\u2029]\s*/g, ' ');
