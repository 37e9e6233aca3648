import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from './word-diff';

/** The parts as text with the changed runs in brackets. */
const shown = (parts: DiffPart[]) => parts.map((part) => (part.changed ? `[${part.text}]` : part.text)).join('');

describe('wordDiff', () => {
  it('marks the words each side lacks, as phrases, not word by word', () => {
    const { before, after } = wordDiff(
      'Thank you for calling Bright Smile Dental! This is the front desk. How can I help you today?',
      'Thank you for calling the dental office! How can I help you today?',
    );
    expect(shown(before)).toBe(
      'Thank you for calling [Bright Smile Dental! This is the front desk.] How can I help you today?',
    );
    // The "the" of "This is the front desk" is not the "the" of "the dental office": both are marked.
    expect(shown(after)).toBe('Thank you for calling [the dental office!] How can I help you today?');
  });

  it('keeps words the two sides share in place unmarked', () => {
    const { before, after } = wordDiff('Call us at the desk', 'Call them at the front desk');
    expect(shown(before)).toBe('Call [us] at the desk');
    expect(shown(after)).toBe('Call [them] at the [front] desk');
  });

  it('keeps the texts whole: the parts join back to each side', () => {
    const from = 'Mon-Fri 09:00-17:00\nSat closed';
    const to = 'Mon-Fri 08:00-17:00\nSat 10:00-14:00';
    const { before, after } = wordDiff(from, to);
    expect(before.map((part) => part.text).join('')).toBe(from);
    expect(after.map((part) => part.text).join('')).toBe(to);
    expect(shown(after)).toBe('Mon-Fri [08:00-17:00]\nSat [10:00-14:00]');
  });

  it('marks nothing when only the spacing differs, and everything of a side that was empty', () => {
    expect(wordDiff('Hello  there', 'Hello there').after.every((part) => !part.changed)).toBe(true);
    expect(shown(wordDiff('', 'Cheerful').after)).toBe('[Cheerful]');
    expect(wordDiff('', 'Cheerful').before).toEqual([]);
  });

  it('marks a very long middle whole rather than comparing every pair of words', () => {
    const many = (word: string) => Array.from({ length: 1_600 }, (_, index) => `${word}${index}`).join(' ');
    const { before, after } = wordDiff(`Start ${many('a')} end`, `Start ${many('b')} end`);
    expect(before).toHaveLength(3);
    expect(after[1]).toMatchObject({ changed: true });
  });
});
