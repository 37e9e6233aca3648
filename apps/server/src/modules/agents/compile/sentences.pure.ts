/**
 * Joining the owner's text into the prompt: their text may or may not end a sentence, and the
 * prompt must read as written by one careful hand (no "Co..", no run-on sentences).
 */

const ENDS_SENTENCE = /[.!?]["')\]]*$/;

/** The text as a sentence: trimmed, with a full stop added unless it already ends one. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return ENDS_SENTENCE.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Each part made a sentence and joined with single spaces; empty and missing parts are left out. */
export function joinSentences(parts: readonly (string | null | undefined | false)[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string')
    .map(sentence)
    .filter(Boolean)
    .join(' ');
}
