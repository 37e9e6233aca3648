import { describe, expect, it } from 'vitest';
import { isCardNumber, isIssuableSsn, redactDeep, redactText } from './redaction.pure.ts';

// Transcripts as Vapi writes them ("AI: ... / User: ..."), with numbers as the speech-to-text
// gives them: typed digits, or the words a caller said.

describe('redactText: card numbers', () => {
  it.each([
    [
      'typed with spaces',
      'User: Sure, my card is 4242 4242 4242 4242, expiring 12/28.',
      'User: Sure, my card is [card number], expiring 12/28.',
    ],
    [
      'typed with dashes',
      'User: It is 5555-5555-5555-4444 and the code is 123.',
      'User: It is [card number] and the code is 123.',
    ],
    ['typed whole', 'User: 4111111111111111', 'User: [card number]'],
    [
      'an Amex, 15 digits',
      'User: three seven eight two, eight two two four, six three one, double oh oh five.',
      'User: [card number].',
    ],
    [
      'said digit by digit',
      'User: Okay, it is four two four two, four two four two, four two four two, four two four two.',
      'User: Okay, it is [card number].',
    ],
    [
      '"oh" for zero, "double" and "triple"',
      'User: six oh one one, double oh double oh, double oh double oh, triple oh four',
      'User: [card number]',
    ],
    [
      'said in pairs',
      'User: forty two forty two, forty two forty two, forty two forty two, forty two forty two',
      'User: [card number]',
    ],
  ])('masks a card %s', (_, text, masked) => {
    expect(redactText(text)).toBe(masked);
  });

  it('masks each of two cards, and keeps the expiry said after one', () => {
    const text =
      'User: The first is 4242 4242 4242 4242 and the second 4000 0566 5566 5556, expiry oh four twenty eight.';
    expect(redactText(text)).toBe(
      'User: The first is [card number] and the second [card number], expiry oh four twenty eight.',
    );
  });
});

describe('redactText: social security numbers', () => {
  it.each([
    ['typed 3-2-4', 'User: My social is 123-45-6789.', 'User: My social is [SSN].'],
    ['typed with spaces', 'User: Social security, 123 45 6789.', 'User: Social security, [SSN].'],
    [
      'said after "social security"',
      'AI: And your social security number?\nUser: one two three, four five, six seven eight nine',
      'AI: And your social security number?\nUser: [SSN]',
    ],
    ['said after "SSN"', 'User: my SSN is five oh one double two three four five six', 'User: my SSN is [SSN]'],
  ])('masks an SSN %s', (_, text, masked) => {
    expect(redactText(text)).toBe(masked);
  });

  it('leaves nine digits that could never be issued, or that nothing calls a social security number', () => {
    expect(redactText('User: My social is 666-12-3456.')).toBe('User: My social is 666-12-3456.');
    expect(redactText('User: my member number is one two three four five six seven eight nine')).toBe(
      'User: my member number is one two three four five six seven eight nine',
    );
  });
});

describe('redactText: what must stay', () => {
  it.each([
    'User: Call me back at 555-123-4567, or at (312) 555-0199.',
    'User: My number is five one two, five five five, oh one four two.',
    'User: Can I come on 12-25-2026 at 10:30, or on the 3rd of January?',
    'User: The quote said $1,250.00, and the crown is 2,400 dollars.',
    'User: My order number is 1234567890123 and the zip is 60614-1234.',
    'User: The invoice is 4242 4242 4242 4241.',
    'User: I am twenty two, I have four kids and we live at 1600 Pennsylvania Avenue.',
    'AI: Your appointment is booked for Tuesday, May 5 at 2:00 PM. Your confirmation code is 8841.',
  ])('keeps %s', (text) => {
    expect(redactText(text)).toBe(text);
  });
});

describe('the checks behind it', () => {
  it('takes a card only with a known prefix, length and the Luhn check', () => {
    expect(isCardNumber('4242424242424242')).toBe(true);
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('1234567812345670')).toBe(false);
    expect(isCardNumber('424242424242')).toBe(false);
  });

  it('takes an SSN only as the Social Security Administration issues them', () => {
    expect(isIssuableSsn('123456789')).toBe(true);
    for (const never of ['000456789', '666456789', '912456789', '123006789', '123450000', '12345678']) {
      expect(isIssuableSsn(never), never).toBe(false);
    }
  });
});

describe('redactDeep', () => {
  it('masks every text in messages and an outcome, and leaves the rest', () => {
    const messages = [
      { role: 'bot', message: 'What is the card number?', time: 1714575602120, secondsFromStart: 3.2 },
      { role: 'user', message: '4242 4242 4242 4242', time: 1714575609000, secondsFromStart: 9.8 },
    ];
    expect(redactDeep(messages)).toEqual([messages[0], { ...messages[1], message: '[card number]' }]);
    const outcome = {
      outcome: 'message_taken',
      message: 'Pay with card 4242424242424242, SSN 123-45-6789',
      urgent: false,
    };
    expect(redactDeep(outcome)).toEqual({ ...outcome, message: 'Pay with card [card number], SSN [SSN]' });
    expect(redactDeep(null)).toBeNull();
  });
});
