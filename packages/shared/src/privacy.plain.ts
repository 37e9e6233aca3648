/**
 * The account's privacy settings without the schemas: how long call recordings and transcripts are
 * kept, and whether card and social security numbers are masked in what is stored. The page shows
 * the choices before it loads the validation library.
 */

/** Days a call's recording and transcript are kept; null keeps them until the owner deletes them. */
export const RETENTION_CHOICES = [30, 90, 365, null] as const;
export type RetentionDays = (typeof RETENTION_CHOICES)[number];

export type PrivacySettings = {
  retentionDays: RetentionDays;
  redactSensitive: boolean;
};

/** A new account keeps everything until deleted and masks nothing. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { retentionDays: null, redactSensitive: false };

/** How each choice reads in the form and on a call whose recording was deleted. */
export function retentionLabel(days: RetentionDays): string {
  if (days === null) return 'Until I delete them';
  return days === 365 ? '1 year' : `${days} days`;
}

export const PRIVACY_LABELS = {
  retentionDays: 'Keep recordings and transcripts',
  redactSensitive: 'Hide card numbers and social security numbers',
} as const;

/** What a deleted call keeps, so usage and analytics stay the same. */
export const KEPT_AFTER_DELETION =
  'The outcome, times, duration and cost of each call are kept for usage and analytics.';

/** The masks written where a detected number was. */
export const REDACTION_MASKS = { card: '[card number]', ssn: '[SSN]' } as const;

/** Whether a stored value is one of the choices (anything else is read as "until deleted"). */
export const isRetentionDays = (value: unknown): value is RetentionDays =>
  (RETENTION_CHOICES as readonly unknown[]).includes(value);
