/**
 * A phone number as people write it in a sentence ('512-555-0142', '(512) 555 0123',
 * '+1 512 555 0142'): at least seven digits, with spaces, dots, dashes or brackets between.
 */
const NUMBER = /(\+?\(?\d[\d ().-]{5,}\d)/;

/**
 * The text cut around the phone numbers in it, each piece marked, so a line can keep every
 * number whole where it wraps: a number broken after "512-" reads as two.
 */
export function splitNumbers(text: string): { text: string; number: boolean }[] {
  return text
    .split(NUMBER)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, number: NUMBER.test(piece) && piece.replace(/\D/g, '').length >= 7 }));
}
