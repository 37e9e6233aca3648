import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import {
  DEFAULT_TEXTING_SETTINGS,
  TEMPLATE_MAX,
  TEXT_KINDS,
  TEXT_STATUSES,
  TEXT_TEMPLATE_KINDS,
  templateProblem,
  type TextTemplateKind,
} from './texts.plain.ts';

export * from './texts.plain.ts';

const textSwitch = (kind: TextTemplateKind) =>
  z
    .object({
      on: z.boolean({ error: 'Choose on or off.' }),
      template: z.string({ error: 'Write the text.' }).max(TEMPLATE_MAX * 2),
    })
    .strict()
    .transform((value) => ({ on: value.on, template: value.template.trim() }))
    .superRefine((value, ctx) => {
      // A switched-off text keeps whatever was typed, unless it could never be sent.
      const problem = templateProblem(kind, value.template);
      if (problem && (value.on || value.template !== ''))
        ctx.addIssue({ code: 'custom', path: ['template'], message: problem });
    })
    .default(DEFAULT_TEXTING_SETTINGS[kind]);

/** The Texts card's body: a switch and a template per kind. */
export const textingSettingsSchema = z
  .object(
    Object.fromEntries(TEXT_TEMPLATE_KINDS.map((kind) => [kind, textSwitch(kind)])) as Record<
      TextTemplateKind,
      ReturnType<typeof textSwitch>
    >,
  )
  .strict();

/** The Texts card's values as an agent carries them. */
export const textingSettingsViewSchema = z.object(
  Object.fromEntries(
    TEXT_TEMPLATE_KINDS.map((kind) => [kind, z.object({ on: z.boolean(), template: z.string() })]),
  ) as Record<TextTemplateKind, z.ZodObject<{ on: z.ZodBoolean; template: z.ZodString }>>,
);

/** One text, as the call page and the caller page list it. */
export const textViewSchema = z.object({
  id: uuidSchema,
  kind: z.enum(TEXT_KINDS),
  direction: z.enum(['outbound', 'inbound']),
  from: z.string().describe('E.164'),
  to: z.string().describe('E.164'),
  body: z.string(),
  status: z.enum(TEXT_STATUSES),
  /** The carrier's reason when it failed, or why the portal held it back. */
  reason: z.string().nullable(),
  callId: uuidSchema.nullable(),
  createdAt: timestampSchema,
});
export type TextView = z.infer<typeof textViewSchema>;

export const textListSchema = z.object({ texts: z.array(textViewSchema) });
export type TextList = z.infer<typeof textListSchema>;

/** GET /texts: one call's texts, or one caller's. */
export const textsQuerySchema = z
  .object({
    call: uuidSchema.optional().describe("A call's id"),
    caller: uuidSchema.optional().describe("A caller's id"),
  })
  .refine((query) => !!query.call !== !!query.caller, { error: 'Name either the call or the caller, not both.' });
