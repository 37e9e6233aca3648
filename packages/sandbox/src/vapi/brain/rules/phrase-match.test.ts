import { describe, expect, it } from 'vitest';
import { createPhraseMatcher } from './phrase-match.ts';

describe('createPhraseMatcher', () => {
  const situations = createPhraseMatcher(['Burst pipes', 'flooding', 'gas smell']);

  it('finds the situation in the caller’s own words', () => {
    expect(situations.match('Help, a pipe burst in my kitchen!')).toBe('Burst pipes');
    expect(situations.match('The basement is flooded')).toBe('flooding');
    expect(situations.match('I can smell gas in the hallway')).toBe('gas smell');
  });
  it('needs both words of a two-word phrase', () => {
    expect(situations.match('My pipe is dripping a little')).toBeNull();
    expect(situations.match('What is that smell?')).toBeNull();
  });
  it('keeps a topic to avoid from catching a question on one shared word', () => {
    const topics = createPhraseMatcher(['Competitor pricing', 'medical diagnoses']);
    expect(topics.match('What is your pricing?')).toBeNull();
    expect(topics.match('How does your pricing compare with competitor pricing?')).toBe('Competitor pricing');
    expect(topics.match('Can you give me a medical diagnosis?')).toBe('medical diagnoses');
  });
  it('matches nothing when there are no phrases', () => {
    expect(createPhraseMatcher([]).match('a pipe burst')).toBeNull();
  });
});

describe('a word near a topic is not the topic', () => {
  it('"Medicaid" is not "medical advice"', () => {
    const topics = createPhraseMatcher(['Medical, legal or financial advice', 'Medical']);
    expect(topics.match('Do you take Medicaid?')).toBeNull();
    expect(topics.match('Can you give me medical advice?')).not.toBeNull();
  });
});
