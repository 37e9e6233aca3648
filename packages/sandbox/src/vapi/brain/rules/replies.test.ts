import { describe, expect, it } from 'vitest';
import { goodbyeMessage } from './replies.ts';

describe('goodbyeMessage', () => {
  it('prefers the owner’s end-of-call message', () => {
    expect(goodbyeMessage('  Have a great day!  ', 'Bright Smile Dental')).toBe('Have a great day!');
  });
  it('thanks the caller by the business name, or without one', () => {
    expect(goodbyeMessage(null, 'Bright Smile Dental')).toBe('Thanks for calling Bright Smile Dental. Goodbye!');
    expect(goodbyeMessage('', 'Austin Plumbing Co.')).toBe('Thanks for calling Austin Plumbing Co. Goodbye!');
    expect(goodbyeMessage(null, null)).toBe('Thanks for calling. Goodbye!');
  });
});
