import { z } from 'zod';
import { PRIVACY_LABELS } from './privacy.plain.ts';

export * from './privacy.plain.ts';

const RETENTION_ERROR = 'Choose how long to keep recordings: 30 days, 90 days, 1 year, or until you delete them.';

/** How long call recordings and transcripts are kept; null keeps them until deleted. */
const retentionDaysSchema = z
  .union([z.literal(30), z.literal(90), z.literal(365), z.null()], { error: RETENTION_ERROR })
  .describe('Days call recordings and transcripts are kept (30, 90 or 365); null keeps them until deleted');

const redactSensitiveSchema = z
  .boolean({ error: `${PRIVACY_LABELS.redactSensitive}: choose on or off.` })
  .describe('Card numbers and US social security numbers are masked in stored transcripts, summaries and outcomes');

export const privacySettingsSchema = z.object({
  retentionDays: retentionDaysSchema,
  redactSensitive: redactSensitiveSchema,
});

/** A change of either setting, or both; what is left out stays as saved. */
export const privacySettingsUpdateSchema = z
  .strictObject({
    retentionDays: retentionDaysSchema.optional(),
    redactSensitive: redactSensitiveSchema.optional(),
  })
  .refine((update) => update.retentionDays !== undefined || update.redactSensitive !== undefined, {
    error: 'Send retentionDays, redactSensitive or both.',
  });
export type PrivacySettingsUpdate = z.infer<typeof privacySettingsUpdateSchema>;
