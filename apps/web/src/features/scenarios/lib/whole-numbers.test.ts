import { describe, expect, it } from 'vitest';
import { splitNumbers } from './whole-numbers';

const numbers = (text: string) =>
  splitNumbers(text)
    .filter((piece) => piece.number)
    .map((piece) => piece.text);

describe('splitNumbers', () => {
  it('finds phone numbers however they are written', () => {
    expect(numbers('My number is 512-555-0142. Thanks.')).toEqual(['512-555-0142']);
    expect(numbers('It’s under Jane Doe, 512 555 0123.')).toEqual(['512 555 0123']);
    expect(numbers('Call (512) 555-0142 or +1 512 555 0199')).toEqual(['(512) 555-0142', '+1 512 555 0199']);
  });

  it('leaves times, short counts and words alone, and keeps every piece of the text', () => {
    expect(numbers('Can we do next Monday at 10? 2 of us, 3 - 4 PM.')).toEqual([]);
    const text = 'Book me at 10, my number is 512-555-0142.';
    expect(
      splitNumbers(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });
});
