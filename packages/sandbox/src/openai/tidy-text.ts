/**
 * The sandbox LLM's "rewrite": a deterministic tidy of the user's text. Whitespace collapsed,
 * common texting shorthand expanded, "i" capitalised, sentences capitalised and ended with
 * punctuation. Facts (numbers, names, links) are never changed.
 */

const SHORTHAND = new Map(
  Object.entries({
    u: 'you',
    r: 'are',
    ur: 'your',
    thru: 'through',
    pls: 'please',
    plz: 'please',
    thx: 'thanks',
    tx: 'thanks',
    b4: 'before',
    bc: 'because',
    'b/c': 'because',
    'w/': 'with',
    'w/o': 'without',
    msg: 'message',
    appt: 'appointment',
    appts: 'appointments',
    tmrw: 'tomorrow',
    tmr: 'tomorrow',
    im: "I'm",
    dont: "don't",
    cant: "can't",
    wont: "won't",
    didnt: "didn't",
    doesnt: "doesn't",
  }),
);

/** Day names that are not also English words: always safe to expand. */
const SAFE_DAYS = {
  mon: 'Monday',
  tue: 'Tuesday',
  tues: 'Tuesday',
  thu: 'Thursday',
  thur: 'Thursday',
  thurs: 'Thursday',
  fri: 'Friday',
};

/** Days that are also words ("the sun", "we sat"): expanded only beside another day. */
const AMBIGUOUS_DAYS = new Map(Object.entries({ wed: 'Wednesday', sat: 'Saturday', sun: 'Sunday' }));
const DAYS = new Map([...Object.entries(SAFE_DAYS), ...AMBIGUOUS_DAYS]);

/** Splits a token into leading punctuation, the word, and trailing punctuation. */
function parts(token: string) {
  const match = /^([("'[]*)(.*?)([)"'\],.!?;:]*)$/.exec(token);
  return { lead: match?.[1] ?? '', word: match?.[2] ?? token, trail: match?.[3] ?? '' };
}

const isDay = (token: string | undefined) => !!token && DAYS.has(parts(token).word.toLowerCase());

function expandToken(token: string, previous: string | undefined, next: string | undefined): string {
  const { lead, word, trail } = parts(token);
  const lower = word.toLowerCase();
  // Links, e-mail addresses and paths are left exactly as written.
  if (/[@]|:\/\/|\.[a-z]/i.test(word)) return token;
  if (lower === 'i' || /^i'(m|ll|ve|d)$/.test(lower)) return `${lead}I${word.slice(1)}${trail}`;
  const expansion = SHORTHAND.get(lower) ?? (AMBIGUOUS_DAYS.has(lower) ? undefined : DAYS.get(lower));
  if (expansion) return `${lead}${expansion}${trail}`;
  const ambiguous = AMBIGUOUS_DAYS.get(lower);
  if (ambiguous && (isDay(previous) || isDay(next))) return `${lead}${ambiguous}${trail}`;
  // Day ranges written with a hyphen: "mon-fri", "sat-sun".
  const range = /^([a-z]+)-([a-z]+)$/.exec(lower);
  const [from, to] = [DAYS.get(range?.[1] ?? ''), DAYS.get(range?.[2] ?? '')];
  if (from && to) return `${lead}${from} to ${to}${trail}`;
  return token;
}

/** Words joined by a range or list word ("mon thru fri") count as neighbours. */
const CONNECTORS = new Set(['thru', 'through', 'to', 'and', '&', '-', 'or']);

function expandLine(line: string): string {
  const tokens = line.split(' ');
  return tokens
    .map((token, index) => {
      const skip = (step: number) => {
        const neighbour = tokens[index + step];
        return neighbour && CONNECTORS.has(neighbour.toLowerCase()) ? tokens[index + 2 * step] : neighbour;
      };
      return expandToken(token, skip(-1), skip(1));
    })
    .join(' ');
}

/** "Bright Smile Dental": a name or heading, which takes no full stop. */
const isTitleLike = (text: string) => text.split(' ').every((word) => !/^[("']?[a-z]/.test(word));

function tidyLine(line: string): string {
  let text = line.replace(/[ \t\u00a0]+/g, ' ').trim();
  if (!text) return '';
  const titleLike = isTitleLike(text);
  text = text
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([!?,])\1+/g, '$1')
    .replace(/([,;])(?=[A-Za-z])/g, '$1 ');
  text = expandLine(text);
  // Capitalise the line start (after any bullet) and each sentence start.
  text = text.replace(/^([-*•]\s*|\d+[.)]\s*)?([("']?)([a-z])/, (_, bullet = '', quote, letter: string) => {
    return `${bullet}${quote}${letter.toUpperCase()}`;
  });
  text = text.replace(/([.!?]\s+["'(]?)([a-z])/g, (_, gap: string, letter: string) => `${gap}${letter.toUpperCase()}`);
  if (/[\p{L}\p{N})]$/u.test(text) && !titleLike) text += '.';
  return text;
}

export function tidyText(input: string): string {
  const lines = input.replace(/\r\n?/g, '\n').split('\n').map(tidyLine);
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
