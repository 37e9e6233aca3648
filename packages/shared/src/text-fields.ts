import { z } from 'zod';
import { singleLineError } from './text-fields.plain.ts';

/**
 * The schemas of one-line fields: one line, at most `max` characters once trimmed, with messages
 * that name the field and the limit ("Business Name must be at most 100 characters."). The server
 * answers them as "field: message"; the forms show the same message under the field.
 */
const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .superRefine((value, ctx) => {
      const message = singleLineError(label, max, value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta({ maxLength: max, description: `One line, at most ${max} characters once trimmed.` });

/** A one-line field that must be filled in: stored trimmed. */
export const requiredLine = (label: string, max: number, required: string) =>
  oneLine(label, max)
    .transform((value) => value.trim())
    .refine((value) => value !== '', { message: required });

/** A one-line field that may be left empty: trimmed; blank (or only spaces) is stored as null. */
export const optionalLine = (label: string, max: number) =>
  oneLine(label, max)
    .nullable()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : null));
