import { z } from 'zod';
import { websiteInfoSchema } from './agent.ts';
import { CARDS } from './cards.plain.ts';
import { closureListSchema } from './closures.ts';
import { weeklyHoursSchema } from './hours.ts';
import { DEFAULT_COUNTRY_CODE, TIMEZONES, URGENT_ACTIONS } from './options.plain.ts';
import { ACCENTS, VIBES } from './personality.plain.ts';
import { schedulingConfigSchema } from './scheduling.ts';
import {
  DESTINATIONS_REQUIRED,
  destinationListSchema,
  FIRST_DESTINATION_NAME,
  FIRST_DESTINATION_REASON,
  NO_ANSWER_SECONDS_DEFAULT,
  noAnswerSecondsSchema,
  transferModeSchema,
} from './transfers.ts';
import { optionalLine, requiredLine } from '../text-fields.ts';
import { TEXT_LIMITS } from '../text-fields.plain.ts';
import { textingSettingsSchema } from '../texts.ts';
import { privacySettingsSchema } from './privacy.ts';
import { VOICES } from './voices.plain.ts';
import { BUSINESS_NAME_NEEDED, TEXT_LIMIT } from './sections.plain.ts';

// The cards' values as the server and the card forms check them; what the cards say without the
// schemas is in sections.plain.ts, re-exported here.
export * from './sections.plain.ts';

/** Free text (a textarea): trimmed; empty becomes null (the card then reads as empty / off). */
export const optionalText = (max = TEXT_LIMIT) =>
  z
    .string()
    .max(max, `Use at most ${max} characters.`)
    .nullable()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : null));

/**
 * A task's text behind its switch: null is the task switched off; a text must say something, or
 * the agent would have the task without knowing how to do it. Stored trimmed.
 */
const taskText = (required: string) =>
  z
    .string()
    .max(TEXT_LIMIT, `Use at most ${TEXT_LIMIT} characters.`)
    .regex(/\S/, required)
    .nullable()
    .transform((value) => value?.trim() ?? null)
    .meta({ description: "The task's instructions; null switches the task off." });

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((item) => item.id) as [string, ...string[]];

/**
 * A save in the shape of the card before destinations (one number and its instructions), as
 * clients of the API may still send it: read as that one destination. While forwarding is on it
 * is made even with an empty number, so the number's own message says what is missing.
 */
function fromSingleNumber(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('callForwardingNumber' in body)) return body;
  const { callForwardingCountryCode, callForwardingNumber, callForwardingInstructions, ...rest } = body as Record<
    string,
    unknown
  >;
  const number = typeof callForwardingNumber === 'string' ? callForwardingNumber : '';
  const instructions = typeof callForwardingInstructions === 'string' ? callForwardingInstructions.trim() : '';
  const wanted = rest.callForwardingActive === true || number.trim() !== '';
  return {
    ...rest,
    transferDestinations: wanted
      ? [
          {
            id: 'd1',
            name: FIRST_DESTINATION_NAME,
            countryCode: callForwardingCountryCode ?? DEFAULT_COUNTRY_CODE,
            number,
            reason: instructions || FIRST_DESTINATION_REASON,
            ringWhen: 'always',
            hours: null,
          },
        ]
      : [],
  };
}

const callForwardingSection = z.preprocess(
  fromSingleNumber,
  z
    .object({
      callForwardingActive: z.boolean(),
      transferDestinations: destinationListSchema,
      transferMode: transferModeSchema.default('warm'),
      transferNoAnswerSeconds: noAnswerSecondsSchema.default(NO_ANSWER_SECONDS_DEFAULT),
    })
    .strict()
    .superRefine((value, ctx) => {
      if (value.callForwardingActive && value.transferDestinations.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['transferDestinations'], message: DESTINATIONS_REQUIRED });
      }
    }),
);

const schedulingSection = z
  .object({
    scheduling: z
      .string()
      .max(TEXT_LIMIT)
      .refine((text) => text === 'No' || /^(Gather Info|Use Instructions)(:|$)/.test(text), {
        message: 'Choose No, Gather Info or Use Instructions.',
      }),
    schedulingConfig: schedulingConfigSchema.nullable(),
    schedulingInstructionsText: optionalText(),
    // Sent by every form since the switch exists; an older client's body keeps it on.
    rememberCallers: z.boolean().default(true),
  })
  .strict();

const urgentSection = z
  .object({
    urgentMattersEnabled: z.boolean(),
    urgentMattersSituations: optionalText(2000),
    urgentMattersAction: z.enum(URGENT_ACTIONS).nullable(),
    urgentMattersInfoToCollect: z.union([z.array(z.string().max(60)).max(10), z.string().max(1000)]),
    urgentMattersInfoToCollectOther: optionalLine('Other information to collect', TEXT_LIMITS.line),
    urgentMattersDestinationId: z.string().max(12).nullable().optional(),
  })
  .strict();

/** One zod schema per configuration card: the body of PATCH /api/agents/:id/sections/:key. */
export const SECTION_SCHEMAS: Record<string, z.ZodType> = {
  agentName: z
    .object({ agentName: requiredLine('Agent name', TEXT_LIMITS.agentName, 'Please enter a name.') })
    .strict(),
  voice: z.object({ voice: z.enum(VOICES.map((v) => v.dataId) as [string, ...string[]]) }).strict(),
  vibeAndAccent: z
    .object({ vibe: z.enum(ids(VIBES)), accent: z.enum(ids(ACCENTS)), speakingStyle: optionalText(3000).optional() })
    .strict(),
  yourHours: z
    .object({
      yourHours: weeklyHoursSchema,
      timezone: z.enum(TIMEZONES.map((t) => t.id)),
      // Left out by clients that do not know closed dates: the ones saved stay.
      closures: closureListSchema.optional(),
    })
    .strict(),
  websiteInfo: z.object({ websiteInfo: websiteInfoSchema }).strict(),
  callForwarding: callForwardingSection,
  scheduling: schedulingSection,
  urgentMatters: urgentSection,
  texts: z.object({ textingSettings: textingSettingsSchema }).strict(),
  privacy: z.object({ privacySettings: privacySettingsSchema }).strict(),
  ...Object.fromEntries(
    CARDS.filter((card) => card.editor === 'text').map((card) => [
      card.key,
      z.object({ [card.key]: card.lineLimit ? optionalLine(card.title, card.lineLimit) : optionalText() }).strict(),
    ]),
  ),
  ...Object.fromEntries(
    CARDS.filter((card) => card.editor === 'task').map((card) => [
      card.key,
      z.object({ [card.key]: taskText(card.requiredMessage ?? `Describe ${card.title}, or switch it off.`) }).strict(),
    ]),
  ),
  // The business's name is what the agent answers the phone with and what going live needs: a
  // blank one is refused with the reason rather than saved as nothing.
  businessName: z
    .object({ businessName: requiredLine('Business Name', TEXT_LIMITS.businessName, BUSINESS_NAME_NEEDED) })
    .strict(),
};
