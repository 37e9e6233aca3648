import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileError, profileUpdateSchema } from './account.ts';

describe('the browser check of a profile photo', () => {
  it.each([
    ['image/png', 1000, null],
    ['image/jpeg', AVATAR_MAX_BYTES, null],
    ['image/jpg', 1000, null],
    ['IMAGE/PNG', 1000, null],
    ['image/gif', 1000, 'Invalid file type (PNG/JPG only).'],
    ['image/svg+xml', 1000, 'Invalid file type (PNG/JPG only).'],
    ['', 1000, 'Invalid file type (PNG/JPG only).'],
    ['image/png', AVATAR_MAX_BYTES + 1, 'File too large (Max 2MB).'],
    ['text/plain', AVATAR_MAX_BYTES + 1, 'Invalid file type (PNG/JPG only).'],
  ])('%j of %i bytes: %j', (type, size, message) => expect(avatarFileError({ type, size })).toBe(message));
});

describe('the profile update', () => {
  it.each([
    [
      { fullName: 'Ada Lovelace', phoneNumber: '+1 512 555 0100' },
      { fullName: 'Ada Lovelace', phoneNumber: '+15125550100' },
    ],
    [{ phoneNumber: '(512) 555-0100' }, { phoneNumber: '+15125550100' }],
    [{ phoneNumber: '+44 20 7946 0000' }, { phoneNumber: '+442079460000' }],
    [{ fullName: 'x'.repeat(100) }, { fullName: 'x'.repeat(100) }],
    [
      { fullName: '  Ada  ', phoneNumber: '' },
      { fullName: 'Ada', phoneNumber: null },
    ],
    [
      { fullName: '   ', phoneNumber: null },
      { fullName: null, phoneNumber: null },
    ],
    [{ fullName: 'Ada' }, { fullName: 'Ada' }],
    [{}, {}],
  ])('%j is stored as %j', (input, stored) => expect(profileUpdateSchema.parse(input)).toEqual(stored));

  it.each([
    [{ plan: 'Premium Plan' }],
    [{ fullName: 'Ada', subscriptionStatus: 'active' }],
    [{ avatarUrl: '/files/x' }],
    [{ id: 'someone-else' }],
    [{ fullName: 42 }],
  ])('refuses %j', (input) => expect(profileUpdateSchema.safeParse(input).success).toBe(false));

  const refusal = (input: unknown) => profileUpdateSchema.safeParse(input).error?.issues[0]?.message;

  it('holds the full name to one line of at most 100 characters, naming the field and the limit', () => {
    expect(refusal({ fullName: 'x'.repeat(101) })).toBe('Full Name must be at most 100 characters.');
    expect(refusal({ fullName: 'x'.repeat(500) })).toBe('Full Name must be at most 100 characters.');
    expect(refusal({ fullName: 'Ada\nLovelace' })).toBe('Full Name must be one line, without line breaks.');
  });

  it.each(['call me maybe', '555 01', '1-800-FLOWERS', '+1 512 555 0100 ext 12', '12'])(
    'refuses %j as a phone number, saying what one looks like',
    (phoneNumber) =>
      expect(refusal({ phoneNumber })).toBe(
        'Phone Number must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.',
      ),
  );
});
