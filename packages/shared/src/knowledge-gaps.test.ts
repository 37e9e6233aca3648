import { describe, expect, it } from 'vitest';
import { cardByKey } from './agents/cards.plain.ts';
import {
  cardForQuestion,
  draftAnswer,
  GAP_CARD_KEYS,
  knowledgeGapSchema,
  questionKey,
  resolveKnowledgeGapSchema,
} from './knowledge-gaps.ts';

describe('questionKey', () => {
  it('groups wordings that differ only in case, punctuation and spacing', () => {
    expect(questionKey('Do you take Medicaid?')).toBe('do you take medicaid');
    expect(questionKey('  do you   take\tmedicaid ')).toBe('do you take medicaid');
    expect(questionKey('Do you take “Medicaid”…?!')).toBe('do you take medicaid');
  });

  it('keeps letters and digits of other scripts', () => {
    expect(questionKey('¿Aceptan Medicaid en García 24?')).toBe('aceptan medicaid en garcía 24');
    expect(questionKey('営業時間は？')).toBe('営業時間は？');
  });
});

describe('cardForQuestion', () => {
  it.each([
    ['How much is a cleaning?', 'yourPrices'],
    ['What does whitening cost?', 'yourPrices'],
    ['Is there a fee for a late cancellation?', 'yourPrices'],
    ['Are you open on Saturday?', 'yourHours'],
    ['What time do you close?', 'yourHours'],
    ['Where are you located?', 'contactInfo'],
    ['Is there parking nearby?', 'contactInfo'],
    ["What's your e-mail?", 'contactInfo'],
    ['Do you offer teeth whitening?', 'yourProducts'],
    ['Do you do implants?', 'yourProducts'],
    ['Do you take Medicaid?', 'faqAndPolicies'],
    ['What is your refund policy?', 'faqAndPolicies'],
    ['Can my dog come along?', 'faqAndPolicies'],
  ])('%s -> %s', (question, card) => {
    expect(cardForQuestion(question)).toBe(card);
  });

  it('only names text cards that exist in the configuration', () => {
    for (const key of GAP_CARD_KEYS) expect(cardByKey(key)).toBeDefined();
  });
});

describe('draftAnswer', () => {
  it('adds the question at the end, after a blank line, with an answer left to write', () => {
    expect(draftAnswer('Cancellations need 24 hours notice.\n', ' Do you take Medicaid? ')).toBe(
      'Cancellations need 24 hours notice.\n\nQ: Do you take Medicaid?\nA: ',
    );
    expect(draftAnswer('  ', 'Do you take Medicaid?')).toBe('Q: Do you take Medicaid?\nA: ');
  });
});

describe('schemas', () => {
  it('accepts a gap as listed and refuses a card outside the list', () => {
    const gap = { key: 'k', question: 'Q?', count: 2, lastAskedAt: '2026-11-26T10:00:00.000Z', cardKey: 'yourPrices' };
    expect(knowledgeGapSchema.parse(gap)).toEqual(gap);
    expect(knowledgeGapSchema.safeParse({ ...gap, cardKey: 'voice' }).success).toBe(false);
  });

  it('requires a non-empty key and nothing else', () => {
    expect(resolveKnowledgeGapSchema.parse({ key: ' a b ' })).toEqual({ key: 'a b' });
    expect(resolveKnowledgeGapSchema.safeParse({ key: '' }).error?.issues[0]?.message).toBe('key must not be empty.');
    expect(resolveKnowledgeGapSchema.safeParse({}).error?.issues[0]?.message).toBe('key is required.');
    expect(resolveKnowledgeGapSchema.safeParse({ key: 'a', extra: 1 }).success).toBe(false);
  });
});
