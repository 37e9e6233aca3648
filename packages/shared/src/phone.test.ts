import { describe, expect, it } from 'vitest';
import { formatPhone, nationalPhone, phoneNumberMessage, readPhoneNumber } from './phone.plain.ts';

describe('readPhoneNumber', () => {
  it.each([
    ['(512) 555-0100', 'US', '+15125550100'],
    ['512.555.0100', 'US', '+15125550100'],
    ['1 512 555 0100', 'US', '+15125550100'],
    ['+1 512 555 0100', 'GB', '+15125550100'],
    ['+44 20 7946 0000', 'US', '+442079460000'],
    ['020 7946 0000', 'GB', '+442079460000'],
    ['(416) 555-0199', 'US', '+14165550199'],
  ] as const)('reads %j (%s) as %s', (text, country, e164) => {
    expect(readPhoneNumber(text, 'Phone', country)).toMatchObject({ ok: true, e164 });
  });

  it.each(['call me maybe', '', '555 01', '1-800-FLOWERS', '+1 (512) 555-0100 ext. 2', '12345', '9'.repeat(41)])(
    'refuses %j with a message naming the field',
    (text) => {
      expect(readPhoneNumber(text, 'Phone Number')).toEqual({ ok: false, message: phoneNumberMessage('Phone Number') });
    },
  );

  it('says what a phone number looks like', () => {
    expect(phoneNumberMessage('Phone Number')).toBe(
      'Phone Number must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.',
    );
  });
});

describe('formatPhone', () => {
  it('shows US and Canadian numbers as callers there write them, others with their country code', () => {
    expect(formatPhone('+15125550100')).toBe('(512) 555-0100');
    expect(formatPhone('+442079460000')).toBe('+44 20 7946 0000');
  });

  it('shows what does not parse as stored', () => {
    expect(formatPhone('call me maybe')).toBe('call me maybe');
  });

  it('gives the national form for an input beside a country code', () => {
    expect(nationalPhone('+442079460000')).toBe('020 7946 0000');
    expect(nationalPhone('5125550100')).toBe('5125550100');
  });
});
