/**
 * The profile photo's rules and the profile form's labels, without the schemas: the page checks a
 * photo and names its fields before it loads the validation library.
 */

// --- Profile photo -------------------------------------------------------------------------

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const AVATAR_MESSAGES = {
  invalidType: 'Invalid file type (PNG/JPG only).',
  tooLarge: 'File too large (Max 2MB).',
} as const;

/** The browser's check before upload; the server checks the bytes again (a name proves nothing). */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) return AVATAR_MESSAGES.invalidType;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

/** The profile form's labels: the messages name the field as the form shows it. */
export const PROFILE_LABELS = { fullName: 'Full Name', phoneNumber: 'Phone Number' } as const;
