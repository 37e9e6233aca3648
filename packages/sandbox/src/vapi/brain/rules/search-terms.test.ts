import { describe, expect, it } from 'vitest';
import { searchTerm, searchTerms, stem } from './search-terms.ts';

describe('stem', () => {
  it('meets plural, -ing and -ed forms at one stem', () => {
    expect(stem('pipes')).toBe(stem('pipe'));
    expect(stem('flooding')).toBe(stem('flooded'));
    expect(stem('floods')).toBe(stem('flood'));
    expect(stem('prices')).toBe(stem('pricing'));
    expect(stem('cleanings')).toBe(stem('cleaning'));
    expect(stem('whitening')).toBe('whiten');
  });
  it('leaves short words and -ss words alone', () => {
    expect(stem('gas')).toBe('gas');
    expect(stem('glass')).toBe('glass');
  });
});

describe('searchTerm', () => {
  it('drops stopwords and single characters', () => {
    expect(searchTerm('What')).toBeNull();
    expect(searchTerm('much')).toBeNull();
    expect(searchTerm('s')).toBeNull();
    expect(searchTerm('Insurance')).toBe('insuranc');
  });
});

describe('searchTerms', () => {
  it('keeps only the meaningful words of a question', () => {
    expect(searchTerms('How much is whitening?')).toEqual(['whiten']);
    expect(searchTerms("What's it like? Is it?")).toEqual([]);
  });
});
