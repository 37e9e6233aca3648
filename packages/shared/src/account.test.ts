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
      { fullName: 'Ada Lovelace', phoneNumber: '+1 512 555 0100' },
    ],
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
    [{ fullName: 'x'.repeat(201) }],
  ])('refuses %j', (input) => expect(profileUpdateSchema.safeParse(input).success).toBe(false));
});
