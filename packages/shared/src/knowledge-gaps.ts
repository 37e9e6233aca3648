import { z } from 'zod';
import { timestampSchema } from './api.ts';

/**
 * Questions callers asked that the agent could not answer, grouped so the owner answers each once.
 * The questions come from the calls' outcomes (`unansweredQuestions`).
 */

/** How far back the list looks: older questions are likely answered or no longer asked. */
export const KNOWLEDGE_GAP_DAYS = 30;
/** The most questions listed: the owner works through the most asked first. */
export const KNOWLEDGE_GAP_LIMIT = 20;

/**
 * The grouping key's rules, as plain character lists so the database applies exactly the same ones
 * (its own lower-casing and character classes depend on its locale): A-Z lower-cased, punctuation
 * dropped, runs of spaces, tabs and line breaks made one space, no space at either end.
 */
export const QUESTION_KEY_RULES = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  punctuation: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~¿¡‘’“”…–—',
  /** A regular expression both JavaScript and PostgreSQL read the same way. */
  whitespace: '[\\t\\n\\r\\f\\v ]+',
} as const;

const WHITESPACE = new RegExp(QUESTION_KEY_RULES.whitespace, 'g');

/** The grouping key of a question: "Do you take Medicaid?" and "do you  take medicaid" are one question. */
export function questionKey(question: string): string {
  const { upper, lower, punctuation } = QUESTION_KEY_RULES;
  let key = '';
  for (const char of question) {
    if (punctuation.includes(char)) continue;
    const index = upper.indexOf(char);
    key += index >= 0 ? lower[index] : char;
  }
  return key.replace(WHITESPACE, ' ').replace(/^ | $/g, '');
}

/** The cards an answer is most likely to belong on: their keys in the configuration's cards. */
export const GAP_CARD_KEYS = ['yourPrices', 'yourHours', 'contactInfo', 'yourProducts', 'faqAndPolicies'] as const;
export type GapCardKey = (typeof GAP_CARD_KEYS)[number];

// Checked in this order on whole words: a price question that mentions a service is about the
// price, and a policy question (cancel, refund, insurance) falls through to the FAQ.
const RULES: readonly { card: GapCardKey; pattern: RegExp }[] = [
  { card: 'yourPrices', pattern: /\b(price|prices|pricing|cost|costs|charge|charges|fee|fees|rate|rates|how much)\b/ },
  {
    card: 'yourHours',
    pattern:
      /\b(open|opens|close|closes|closed|closing|hours|weekend|weekends|monday|tuesday|wednesday|thursday|friday|saturday|sunday|holiday|holidays)\b/,
  },
  {
    card: 'contactInfo',
    pattern: /\b(address|where|located|location|parking|park|directions|email|e mail|phone|number|website|reach)\b/,
  },
  { card: 'yourProducts', pattern: /\b(offer|offers|service|services|do you do|sell|sells|provide|products?)\b/ },
];

/** The card most likely to hold the answer to a question; the FAQ & Policies card when nothing fits better. */
export function cardForQuestion(question: string): GapCardKey {
  const key = questionKey(question);
  return RULES.find((rule) => rule.pattern.test(key))?.card ?? 'faqAndPolicies';
}

/** One question as the API lists it. */
export const knowledgeGapSchema = z.object({
  key: z.string().describe('The grouping key: resolve the question by it'),
  question: z.string().describe('The latest wording a caller used'),
  count: z.number().int().min(1).describe('How many times it was asked in the last 30 days'),
  lastAskedAt: timestampSchema.describe('When it was last asked'),
  cardKey: z.enum(GAP_CARD_KEYS).describe('The configuration card most likely to hold the answer'),
});
export type KnowledgeGap = z.infer<typeof knowledgeGapSchema>;

export const knowledgeGapListSchema = z.object({ gaps: z.array(knowledgeGapSchema) });
export type KnowledgeGapList = z.infer<typeof knowledgeGapListSchema>;

/** The body that marks a question answered. */
export const resolveKnowledgeGapSchema = z
  .object({
    key: z
      .string({ error: 'key is required.' })
      .trim()
      .min(1, { error: 'key must not be empty.' })
      .max(500, { error: 'key must be at most 500 characters.' }),
  })
  .strict();

/** The line a question adds at the end of a card's text, for the owner to complete. */
export function draftAnswer(current: string, question: string): string {
  const draft = `Q: ${question.trim()}\nA: `;
  const text = current.trimEnd();
  return text ? `${text}\n\n${draft}` : draft;
}
