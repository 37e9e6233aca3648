import { contentStems, stem, words } from './words.ts';

/**
 * The sandbox LLM's "chat": answers a caller's question from the agent's compiled instructions.
 * The prompt has "## Section" headings and "Label: value" lines; the line sharing the most words
 * with the question (a label match counts double) is the answer. What is not a question about the
 * business (a request to be called back, the caller's own name or number) is not looked up.
 */

export const FALLBACK_ANSWER =
  "I'm not sure about that. I can take a message and have someone from the team get back to you.";
/** A caller asking to be called back has left a message: it is taken, never answered from the prompt. */
export const CALL_BACK_ANSWER = "I'll pass your message on and have someone from the team call you back.";
/** A caller who gave their own name or number: noted, not looked up (the business's number is not theirs). */
export const DETAILS_ANSWER = "Thank you, I've noted that. How else can I help you?";

const CALL_BACK =
  /\b(call me back|ring me back|get back to me|return my call|have (someone|somebody|the team) call me|(can|could) (someone|somebody|you) (please )?call me)\b/i;
const OWN_DETAILS =
  /\b([Mm]y|[Oo]ur) (name|number|phone|cell|mobile|e-?mail|address)\b|\b(I'm|I am|[Tt]his is) [A-Z][a-z]+/;
const QUESTION =
  /\?\s*$|^\s*(how|what|what's|when|where|why|who|which|do|does|did|are|is|can|could|would|will|should)\b/i;

/** Callers' words for what the prompt calls something else. */
const SYNONYM_LIST: Record<string, string[]> = {
  hour: ['open', 'opening', 'hours', 'close'],
  open: ['opening', 'hours'],
  close: ['opening', 'hours'],
  when: ['opening', 'hours'],
  cost: ['prices', 'price'],
  much: ['prices', 'price'],
  charge: ['prices', 'price'],
  price: ['prices', 'cost'],
  where: ['address', 'location', 'contact'],
  located: ['address', 'location'],
  address: ['location', 'contact'],
  phone: ['contact'],
  email: ['contact'],
  reach: ['contact'],
  book: ['appointments', 'scheduling'],
  appointment: ['appointments', 'scheduling', 'book'],
  schedule: ['appointments', 'scheduling'],
  sell: ['products', 'services'],
  offer: ['products', 'services', 'offers'],
  deal: ['offers', 'special'],
  discount: ['offers', 'special'],
  name: ['business', 'name'],
  who: ['name', 'business'],
};
const SYNONYMS = new Map(
  Object.entries(SYNONYM_LIST).map(([word, others]) => [stem(word), others.flatMap((other) => contentStems(other))]),
);

type Candidate = { line: string; label: string[]; body: string[] };

/** Answerable lines: headings, template placeholders and call-handling rules are not facts. */
function candidates(prompt: string): Candidate[] {
  const result: Candidate[] = [];
  let section = '';
  for (const raw of prompt.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) {
      section = line.replace(/^#+\s*/, '').toLowerCase();
      continue;
    }
    if (!line || line.includes('{{') || section.startsWith('how to handle')) continue;
    const colon = line.indexOf(': ');
    const label = colon > 0 && colon < 60 ? line.slice(0, colon) : '';
    result.push({ line, label: contentStems(label), body: contentStems(line.slice(label.length)) });
  }
  return result;
}

function questionStems(question: string): Set<string> {
  const stems = new Set(contentStems(question));
  // Question words ("when", "where", "how much") are stopwords but still say what is asked.
  for (const word of words(question).map(stem)) for (const synonym of SYNONYMS.get(word) ?? []) stems.add(synonym);
  return stems;
}

export function answerFromPrompt(prompt: string, question: string): string {
  if (CALL_BACK.test(question)) return CALL_BACK_ANSWER;
  if (!QUESTION.test(question) && OWN_DETAILS.test(question)) return DETAILS_ANSWER;
  const wanted = questionStems(question);
  if (wanted.size === 0) return FALLBACK_ANSWER;
  let best: { line: string; score: number } | undefined;
  for (const candidate of candidates(prompt)) {
    const labelHits = new Set(candidate.label.filter((word) => wanted.has(word))).size;
    const bodyHits = new Set(candidate.body.filter((word) => wanted.has(word))).size;
    const score = labelHits * 2 + bodyHits;
    if (score > 0 && (!best || score > best.score)) best = { line: candidate.line, score };
  }
  return best?.line ?? FALLBACK_ANSWER;
}
