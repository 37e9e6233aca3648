import { describe, expect, it } from 'vitest';
import { isSamePhone } from './profile-phone';

describe('isSamePhone', () => {
  it.each([
    ['+1 (512) 555-0100', '+15125550100'],
    ['(512) 555-0100', '+15125550100'],
    ['512.555.0100', '+15125550100'],
    ['+44 20 7946 0000', '+442079460000'],
  ])('reads %s as %s', (typed, stored) => {
    expect(isSamePhone(typed, stored)).toBe(true);
  });

  it.each([
    ['', '+15125550100'],
    ['(512) 555-0199', '+15125550100'],
    // A national number of a country other than the US and Canada is not guessed at.
    ['020 7946 0000', '+442079460000'],
    ['5125550100', '+445125550100'],
  ])('reads %s as another number than %s', (typed, stored) => {
    expect(isSamePhone(typed, stored)).toBe(false);
  });
});
