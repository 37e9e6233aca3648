import MiniSearch from 'minisearch';

/**
 * How MiniSearch reads the business's texts and the caller's words: common words carry no
 * meaning for a match (a question made only of them must not match anything), and a light stem
 * lets "pipes"/"pipe", "prices"/"pricing" and "flooding"/"floods" meet.
 */

const STOPWORDS = new Set(
  (
    'a about after again all also am an and any anything are as at be because been before being both but by ' +
    'can could did do does doing don down during each either else even ever every few for from get gets got ' +
    'had has have having he her here hers him his how i if in into is isn it its itself just let like me might ' +
    'more most much must my myself no nor not now of off on once only or other our ours out over own please ' +
    'same she should so some such tell than that the their theirs them then there these they thing this those ' +
    'through to too under until up us very want wanted was we well were what whats when where which while who ' +
    'whom why will with would yes you your yours yourself yourselves know need okay ok really still hi hello ' +
    'hey thanks thank sure maybe wondering wonder question ask asking re ll ve didn doesn aren won'
  ).split(' '),
);

export const isStopword = (term: string) => STOPWORDS.has(term);

/** A crude English stem: possessive, plural, -ing and -ed endings and a final e go. */
export function stem(term: string): string {
  let word = term.replace(/['’]s$/, '');
  if (word.length > 4 && word.endsWith('ies')) word = `${word.slice(0, -3)}y`;
  else if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) word = word.slice(0, -1);
  if (word.length > 5 && word.endsWith('ing')) word = word.slice(0, -3);
  else if (word.length > 4 && word.endsWith('ed')) word = word.slice(0, -2);
  // Doubled consonants left by -ing/-ed ("shipping" -> "shipp") meet the bare word ("ship").
  if (word.length > 3 && /([^aeiouls])\1$/.test(word)) word = word.slice(0, -1);
  return word.length > 3 && word.endsWith('e') ? word.slice(0, -1) : word;
}

/** MiniSearch's processTerm: lower case, stopwords removed, stemmed. */
export function searchTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (!word || isStopword(word)) return null;
  // Single letters and lone digits are noise in speech ("a", "2" of "2 pm").
  if (word.length < 2) return null;
  return stem(word);
}

/** The meaningful terms of a text, as the index stores them. */
export function searchTerms(text: string): string[] {
  return tokenize(text)
    .map(searchTerm)
    .filter((term): term is string => term !== null);
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
