/** Word helpers shared by the sandbox LLM's summary and chat answers. */

const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have having ' +
    'he her here hers herself him himself his how i if in into is it its itself just me more most my myself no ' +
    'nor not now of off on once only or other our ours ourselves out over own same she should so some such than ' +
    'that the their theirs them themselves then there these they this those through to too under until up very ' +
    'was we were what when where which while who whom why will with would you your yours yourself yourselves ' +
    'us get got let may might must shall one like well use used using make made many much every ever still ' +
    'yet via per within without tell please know want need does doesn don isn aren wasn weren won can cannot'
  ).split(' '),
);

/** Lower-case word tokens, digits and currency kept ("$120", "9am"). */
export const words = (text: string): string[] => text.toLowerCase().match(/[$€£]?[a-z0-9]+(?:'[a-z]+)?/g) ?? [];

/** A crude stem so "hours"/"hour" and "prices"/"price"/"pricing" meet. */
export function stem(word: string): string {
  let bare = word.replace(/'[a-z]+$/, '');
  if (bare.length > 4 && !bare.endsWith('ss')) {
    const suffix = ['ing', 'ies', 'ed', 'es', 's'].find((ending) => bare.endsWith(ending));
    if (suffix) bare = suffix === 'ies' ? `${bare.slice(0, -3)}y` : bare.slice(0, -suffix.length);
  }
  return bare.length > 3 && bare.endsWith('e') ? bare.slice(0, -1) : bare;
}

export const isContentWord = (word: string) => !STOPWORDS.has(word) && (word.length > 2 || /\d/.test(word));

/** The stems of a text's content words. */
export const contentStems = (text: string): string[] => words(text).filter(isContentWord).map(stem);
