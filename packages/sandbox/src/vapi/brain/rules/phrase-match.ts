import MiniSearch from 'minisearch';
import { searchTerm, searchTerms } from './search-terms.ts';

/**
 * Finds which of the owner's short phrases ("Burst pipes", "competitor pricing") a caller's words
 * are about. A phrase counts when the caller used its words, stemmed or slightly misheard: all of
 * them for a one- or two-word phrase, at least two for a longer one. One shared word is not enough,
 * or "what is your pricing?" would hit the topic "competitor pricing".
 */

type Phrase = { id: number; text: string; termCount: number };

export type PhraseMatcher = {
  /** The owner's phrase the text is about, or null. */
  match(text: string): string | null;
};

const REQUIRED_TERMS = 2;

/**
 * Edits allowed by a word's length: two only in long words ("diagnosis"/"diagnoses"), one in
 * middling ones, none in short ones. A looser match made "Medicaid" the topic "medical" and
 * refused a fair question.
 */
const slightlyMisheard = (term: string) => (term.length >= 9 ? 2 : term.length >= 6 ? 1 : false);

export function createPhraseMatcher(phrases: string[]): PhraseMatcher {
  const entries: Phrase[] = phrases
    .map((text, id) => ({ id, text, termCount: new Set(searchTerms(text)).size }))
    .filter((phrase) => phrase.termCount > 0);
  const index = new MiniSearch<Phrase>({
    fields: ['text'],
    storeFields: ['text', 'termCount'],
    processTerm: searchTerm,
    searchOptions: { prefix: true, fuzzy: slightlyMisheard },
  });
  index.addAll(entries);

  return {
    match(text) {
      const hit = index
        .search(text)
        // Words the caller said, not the phrase's words they reached: "call" reaching both
        // "call" and "caller" is one word.
        .find((result) => result.queryTerms.length >= Math.min(REQUIRED_TERMS, result.termCount as number));
      return hit ? (hit.text as string) : null;
    },
  };
}
