import MiniSearch, { type SearchResult } from 'minisearch';
import type { CallFact, FactTopic } from '@portal/shared/agents/call-brief';
import { searchTerm, searchTerms } from './search-terms.ts';
import { splitPassages } from './sentences.ts';

/**
 * Answers a caller's question from the business's facts: each fact is cut into sentences and the
 * best matching one or two are quoted word for word, so the agent never says more than the owner
 * wrote.
 */

/** `asked`: the question the owner wrote the sentence to answer, searched with it. */
type Sentence = { id: number; text: string; asked?: string; topic: FactTopic; source: string; fact: number };

/** Words that say which kind of fact is asked about, though the fact itself may not use them. */
const TOPIC_SIGNALS: [RegExp, FactTopic[]][] = [
  [/\b(how much|cost|costs|price|prices|pricing|fee|fees|charge|charges|rates?|expensive|cheap)\b/gi, ['prices']],
  [
    /\b(where|address|located|location|directions|parking|park|e-?mail|phone number|number|contact|reach you)\b/gi,
    ['contact', 'website'],
  ],
  [/\b(sell|offer|services?|products?|provide|carry|stock)\b/gi, ['products', 'offers']],
  [/\b(deals?|discounts?|specials?|promotions?|coupons?)\b/gi, ['offers']],
  [/\b(policy|policies)\b/gi, ['faq']],
];

// Below this MiniSearch score a match is a stray fuzzy hit on a common word, not an answer.
const MIN_SCORE = 1;
// A second sentence is read out only when it answers nearly as well as the first.
const SECOND_SENTENCE_RATIO = 0.5;
const TOPIC_BOOST = 2;

export type FactIndex = {
  /** The sentences that answer the question, or null when the facts do not answer it. */
  answer(question: string): string | null;
};

export function createFactIndex(facts: CallFact[]): FactIndex {
  const sentences: Sentence[] = facts
    .flatMap((fact, factIndex) =>
      splitPassages(fact.text).map((passage) => ({
        ...passage,
        topic: fact.topic,
        source: fact.source,
        fact: factIndex,
      })),
    )
    .map((sentence, id) => ({ ...sentence, id }));
  const index = new MiniSearch<Sentence>({
    fields: ['text', 'asked'],
    storeFields: ['text', 'topic', 'source', 'fact'],
    processTerm: searchTerm,
    searchOptions: { prefix: true, fuzzy: 0.2 },
  });
  index.addAll(sentences);

  return {
    answer(question) {
      const detail = contactDetailAnswer(question, sentences);
      if (detail) return detail;
      const topics = signalledTopics(question);
      const results = index
        .search(question, {
          boostDocument: (_id, _term, stored) => (topics.includes(stored?.topic as FactTopic) ? TOPIC_BOOST : 1),
        })
        .filter((result) => isRealMatch(result, question));
      const [best, next] = results;
      if (best) {
        const second =
          next && next.fact === best.fact && next.score >= best.score * SECOND_SENTENCE_RATIO ? [next] : [];
        return [best, ...second]
          .sort((a, b) => a.id - b.id)
          .map((result) => result.text as string)
          .join(' ');
      }
      // "Where are you located?" names no word of the address: the topic alone says what to read.
      if (searchTerms(withoutSignals(question)).length > 0) return null;
      for (const topic of topics) {
        const first = sentences.filter((sentence) => sentence.topic === topic).slice(0, 2);
        if (first.length) return first.map((sentence) => sentence.text).join(' ');
      }
      return null;
    },
  };
}

/**
 * The contact detail asked for, by its shape rather than its words: "What's your address?" is
 * answered by the sentence with a street number in it, though it never says "address".
 */
const CONTACT_DETAILS: { asked: RegExp; shape: RegExp }[] = [
  { asked: /\be-?mail\b/i, shape: /@/ },
  { asked: /\b(phone|telephone|number to call|call you|reach you)\b/i, shape: /\d{3}[\s.)-]*\d{4}\b/ },
  {
    asked: /\b(address|located|location|where are you|directions|find you)\b/i,
    shape:
      /\b\d{1,5}\s+[A-Z][a-z]+\s+(street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|suite|highway|hwy)\b/i,
  },
];
const CONTACT_TOPICS: FactTopic[] = ['contact', 'website'];

function contactDetailAnswer(question: string, sentences: Sentence[]): string | null {
  const wanted = CONTACT_DETAILS.find(({ asked }) => asked.test(question));
  if (!wanted) return null;
  for (const topic of CONTACT_TOPICS) {
    const found = sentences.find((sentence) => sentence.topic === topic && wanted.shape.test(sentence.text));
    if (found) return found.text;
  }
  return null;
}

/**
 * A hit on the words themselves (or words they begin), strong enough to be an answer, that covers
 * enough of what was asked: "Can I bring my dog?" asks about a dog, and "bring a photo ID" does
 * not answer it. Words that only say which kind of fact is asked ("how much", "fee") do
 * not count, so "What is the cancellation fee?" needs only "cancellation".
 */
function isRealMatch(result: SearchResult, question: string): boolean {
  if (result.score < MIN_SCORE) return false;
  if (!Object.keys(result.match).some((term) => result.queryTerms.some((query) => term.startsWith(query))))
    return false;
  const asked = new Set(searchTerms(withoutSignals(question)).filter((term) => !ASKING_VERBS.has(term)));
  const covered = result.queryTerms.filter((term) => asked.has(term)).length;
  return covered >= termsNeeded(asked.size);
}

/**
 * Verbs that carry the asking, not the subject ("do you take...", "can I bring..."): they may
 * match, but a match on them alone answers nothing.
 */
const ASKING_VERBS = new Set(
  ['take', 'accept', 'bring', 'have', 'get', 'need', 'come', 'go', 'make', 'use', 'give', 'see', 'allow', 'let'].map(
    (verb) => searchTerm(verb) ?? verb,
  ),
);

/** The one word asked, both of two, half of three or more. */
const termsNeeded = (asked: number) => (asked <= 1 ? asked : asked === 2 ? 2 : Math.ceil(asked / 2));

function signalledTopics(question: string): FactTopic[] {
  return [...new Set(TOPIC_SIGNALS.filter(([pattern]) => question.match(pattern)).flatMap(([, topics]) => topics))];
}

const withoutSignals = (question: string) =>
  TOPIC_SIGNALS.reduce((text, [pattern]) => text.replace(pattern, ' '), question);
