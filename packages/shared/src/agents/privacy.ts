import { z } from 'zod';
import {
  AI_DISCLOSURE_MAX,
  DEFAULT_PRIVACY_SETTINGS,
  NOTICE_TEXT_MAX,
  PRIVACY_TEXTS,
  RECORDING_NOTICES,
} from './privacy.plain.ts';

export * from './privacy.plain.ts';

/**
 * The Recording & Privacy card's body. Texts are stored trimmed; the notice must say something
 * while it is given, the disclosure always (the agent says it whenever a caller asks). A setting
 * left out keeps its default.
 */
export const privacySettingsSchema = z
  .object({
    recording: z.boolean({ error: 'Choose on or off.' }).default(DEFAULT_PRIVACY_SETTINGS.recording),
    notice: z
      .enum(RECORDING_NOTICES, { error: 'Choose how callers are told.' })
      .default(DEFAULT_PRIVACY_SETTINGS.notice),
    noticeText: z
      .string()
      .max(NOTICE_TEXT_MAX, `Use at most ${NOTICE_TEXT_MAX} characters.`)
      .default(DEFAULT_PRIVACY_SETTINGS.noticeText)
      .transform((text) => text.trim()),
    announceAi: z.boolean({ error: 'Choose on or off.' }).default(DEFAULT_PRIVACY_SETTINGS.announceAi),
    aiDisclosureText: z
      .string()
      .max(AI_DISCLOSURE_MAX, `Use at most ${AI_DISCLOSURE_MAX} characters.`)
      .default(DEFAULT_PRIVACY_SETTINGS.aiDisclosureText)
      .transform((text) => text.trim()),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.recording && value.notice !== 'off' && value.noticeText === '')
      ctx.addIssue({ code: 'custom', path: ['noticeText'], message: PRIVACY_TEXTS.noticeRequired });
    if (value.aiDisclosureText === '')
      ctx.addIssue({ code: 'custom', path: ['aiDisclosureText'], message: PRIVACY_TEXTS.disclosureRequired });
  });

/** The card's values as an agent carries them (the defaults under what the owner saved). */
export const privacySettingsViewSchema = z.object({
  recording: z.boolean(),
  notice: z.enum(RECORDING_NOTICES),
  noticeText: z.string(),
  announceAi: z.boolean(),
  aiDisclosureText: z.string(),
});
