import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.ts';

describe('splitSentences', () => {
  it('cuts a field at its full stops', () => {
    expect(splitSentences('Cleaning $120. Whitening from $299.')).toEqual(['Cleaning $120.', 'Whitening from $299.']);
  });
  it('keeps decimal prices and abbreviations inside their sentence', () => {
    expect(splitSentences('Prices start at $1.50 per mile. Dr. Smith sees kids on Wed.')).toEqual([
      'Prices start at $1.50 per mile.',
      'Dr. Smith sees kids on Wed.',
    ]);
    expect(splitSentences('We are at 12 Oak St. Austin, TX.')).toEqual(['We are at 12 Oak St. Austin, TX.']);
  });
  it('treats each line of a list as a sentence, without its bullet', () => {
    expect(splitSentences('- Cleaning: $120\n- Whitening: $299\n\n')).toEqual(['Cleaning: $120', 'Whitening: $299']);
  });
});
