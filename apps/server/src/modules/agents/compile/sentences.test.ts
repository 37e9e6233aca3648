import { describe, expect, it } from 'vitest';
import { joinSentences, sentence } from './sentences.pure.ts';

describe('sentence', () => {
  it('adds one full stop to text that does not end a sentence', () => {
    expect(sentence('  We open at nine  ')).toBe('We open at nine.');
  });

  it('keeps the ending of text that already ends a sentence, abbreviations included', () => {
    expect(sentence('You answer the phone for Austin Plumbing Co.')).toBe(
      'You answer the phone for Austin Plumbing Co.',
    );
    expect(sentence('Are you open?')).toBe('Are you open?');
    expect(sentence('Call us now!')).toBe('Call us now!');
    expect(sentence('Say "goodbye."')).toBe('Say "goodbye."');
    expect(sentence('(Closed on Sundays.)')).toBe('(Closed on Sundays.)');
  });

  it('gives nothing for blank text', () => {
    expect(sentence('   ')).toBe('');
  });
});

describe('joinSentences', () => {
  it('joins the parts as sentences with single spaces and drops empty ones', () => {
    expect(joinSentences(['Transfer when asked', null, '  ', false, 'Use the transferCall tool.'])).toBe(
      'Transfer when asked. Use the transferCall tool.',
    );
  });
});
