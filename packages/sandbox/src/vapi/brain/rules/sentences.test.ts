import { describe, expect, it } from 'vitest';
import { splitPassages, splitSentences } from './sentences.ts';

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

describe('splitPassages', () => {
  it('reads "Q:" and "A:" lines as an answer and the question it answers, around plain sentences', () => {
    expect(
      splitPassages(
        'Open since 1998.\nQ: Do you take Medicaid?\nA: Yes. Bring your card.\nWe park behind.\n\nQ: Dogs?\nA:',
      ),
    ).toEqual([
      { text: 'Open since 1998.' },
      { text: 'Yes.', asked: 'Do you take Medicaid?' },
      { text: 'Bring your card.', asked: 'Do you take Medicaid?' },
      { text: 'We park behind.', asked: 'Do you take Medicaid?' },
    ]);
  });

  it('leaves out a question that has no answer yet', () => {
    expect(splitPassages('Question: Do you open on Sundays?\nWe close at noon on Saturdays.')).toEqual([
      { text: 'We close at noon on Saturdays.' },
    ]);
  });
});
