import { contentStems } from './words.ts';

/**
 * The sandbox LLM's "summarise": an extractive summary. Sentences are scored by how often their
 * content words occur across the page (words the page keeps repeating are what it is about), the
 * best few are kept in their original order, and the result stays under a length cap.
 */

export const SUMMARY_SENTENCES = 5;
export const SUMMARY_MAX_CHARS = 1200;

/** Lines of "Label: value" before the first blank line are the request's header, not page text. */
function stripHeader(text: string): string {
  const lines = text.split('\n');
  let index = 0;
  while (index < lines.length && /^[A-Z][\w ]{0,30}: \S/.test(lines[index]!)) index += 1;
  return index > 0 && (lines[index] ?? '').trim() === '' ? lines.slice(index + 1).join('\n') : text;
}

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+(?=["'(]?[A-Z0-9$])/))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…`;
}

export function summariseText(input: string, maxSentences = SUMMARY_SENTENCES, maxChars = SUMMARY_MAX_CHARS): string {
  const body = stripHeader(input);
  const seen = new Set<string>();
  // Menus and footers repeat the same short lines; keep one copy and only real sentences.
  const sentences = splitSentences(body).filter((sentence) => {
    const key = sentence.toLowerCase();
    if (seen.has(key) || sentence.split(' ').length < 4) return false;
    seen.add(key);
    return true;
  });
  if (sentences.length === 0) return clip(body.replace(/\s+/g, ' ').trim(), maxChars);

  const frequency = new Map<string, number>();
  const stemsOf = sentences.map((sentence) => contentStems(sentence));
  for (const stems of stemsOf) for (const word of new Set(stems)) frequency.set(word, (frequency.get(word) ?? 0) + 1);

  const scored = sentences.map((sentence, index) => {
    const unique = [...new Set(stemsOf[index])];
    const weight = unique.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0);
    // Dividing by the square root favours dense sentences without making long ones win by size.
    const facts = /\d/.test(sentence) ? 1.2 : 1;
    return { sentence, index, score: (weight / Math.sqrt(Math.max(unique.length, 1))) * facts };
  });
  const best = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, maxSentences);
  best.sort((a, b) => a.index - b.index);

  const kept: string[] = [];
  let length = 0;
  for (const { sentence } of best) {
    if (length + sentence.length + 1 > maxChars) continue;
    kept.push(sentence);
    length += sentence.length + 1;
  }
  return kept.length > 0 ? kept.join(' ') : clip(best[0]!.sentence, maxChars);
}
