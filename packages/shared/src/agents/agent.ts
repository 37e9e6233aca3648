import { z } from 'zod';
import { timestampSchema, uuidSchema } from '../api.ts';
import { optionalLine } from '../text-fields.ts';
import { TEXT_LIMITS } from '../text-fields.plain.ts';
import { WEBSITE_LIMITS } from './agent.plain.ts';
import { TIMEZONES } from './options.plain.ts';
import { storedClosureSchema } from './closures.ts';
import { transferDestinationSchema, transferModeSchema } from './transfers.ts';
import { textingSettingsViewSchema } from '../texts.ts';
import { privacySettingsViewSchema } from './privacy.ts';

export * from './agent.plain.ts';

/** website_info: free text, or a list of analysed pages (read without zod by readWebsiteInfo). */
export const websiteEntrySchema = z
  .object({
    url: z.string().max(WEBSITE_LIMITS.url),
    processed_title: z.string().max(WEBSITE_LIMITS.processed_title),
    user_category: z.string().max(WEBSITE_LIMITS.user_category),
    summary: z.string().max(WEBSITE_LIMITS.summary),
  })
  .strict();
export const websiteInfoSchema = z
  .union([z.string().max(WEBSITE_LIMITS.text), z.array(websiteEntrySchema).max(WEBSITE_LIMITS.pages)])
  .nullable();

/** The whole agent as the API returns it to its owner (configuration and profile pages). */
export const agentSchema = z.object({
  id: uuidSchema,
  agentName: z.string(),
  imageUrl: z.string().nullable(),
  vapiAgentId: z.string().nullable(),
  isDeleted: z.boolean(),
  gender: z.string().nullable(),
  attitude: z.string().nullable(),
  businessType: z.string().nullable(),
  templateId: z.string().nullable(),
  coreInstructions: z.string().nullable(),
  initialConfigSnapshot: z.record(z.string(), z.unknown()).nullable(),
  userSavedSections: z.array(z.string()),
  timezone: z.string(),
  voice: z.string().nullable(),
  vibe: z.string().nullable(),
  accent: z.string().nullable(),
  speakingStyle: z.string().nullable(),
  businessName: z.string().nullable(),
  typeOfBusiness: z.string().nullable(),
  description: z.string().nullable(),
  yourProducts: z.string().nullable(),
  yourPrices: z.string().nullable(),
  yourHours: z.unknown(),
  /** Days the business is closed beyond its weekly hours, in date order. */
  closures: z.array(storedClosureSchema),
  contactInfo: z.string().nullable(),
  faqAndPolicies: z.string().nullable(),
  aboutUs: z.string().nullable(),
  topicsToAvoid: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  websiteInfo: z.unknown(),
  greeting: z.string().nullable(),
  endOfCall: z.string().nullable(),
  specialOffers: z.string().nullable(),
  callForwarding: z.string().nullable(),
  scheduling: z.string().nullable(),
  schedulingConfig: z.unknown(),
  schedulingInstructionsText: z.string().nullable(),
  infoToCollect: z.string().nullable(),
  makeASale: z.string().nullable(),
  additionalTasks: z.string().nullable(),
  givingQuotes: z.string().nullable(),
  callForwardingActive: z.boolean(),
  /**
   * Where the agent transfers callers, each number also as people write it, (512) 555-0100 or
   * +44 20 7946 0000: made by the server, so the pages show it without the phone number library.
   */
  transferDestinations: z.array(transferDestinationSchema),
  transferMode: transferModeSchema,
  /** How long a transfer rings before the agent takes a message instead. */
  transferNoAnswerSeconds: z.number().int(),
  /** The agent is told who a returning caller is: their name, next appointment and the owner's note. */
  rememberCallers: z.boolean(),
  /** The Texts card: a switch and a template for each text the agent sends. */
  textingSettings: textingSettingsViewSchema,
  /** The Recording & Privacy card: recording, the notice callers hear, and saying it is an AI. */
  privacySettings: privacySettingsViewSchema,
  /** The destination urgent calls forward to (the first when null or gone). */
  urgentMattersDestinationId: z.string().nullable(),
  urgentMattersEnabled: z.boolean(),
  urgentMattersSituations: z.string().nullable(),
  urgentMattersAction: z.string().nullable(),
  urgentMattersInfoToCollect: z.array(z.string()),
  urgentMattersInfoToCollectOther: z.string().nullable(),
  syncedAt: timestampSchema.nullable(),
  syncError: z.string().nullable(),
  /**
   * Two or three things to say on a test call ("Book tomorrow at 10"), from what the agent is set
   * up to do; worked out by the server, so the pages carry none of the rules.
   */
  tryPrompts: z.array(z.string()),
  /** How many cards the draft changes (0: none); the values above include the draft. */
  draftChanges: z.number().int(),
  publishedVersion: z.number().int().nullable().describe('The published version callers hear; null before the first.'),
  /** How many times each card was saved: sent back as If-Match so a save never overwrites one unseen. */
  cardRevisions: z.record(z.string(), z.number().int()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Agent = z.infer<typeof agentSchema>;

/** One card of the My Agents grid. */
export const agentListItemSchema = agentSchema.pick({
  id: true,
  agentName: true,
  gender: true,
  attitude: true,
  imageUrl: true,
  vapiAgentId: true,
  isDeleted: true,
  syncError: true,
});
export type AgentListItem = z.infer<typeof agentListItemSchema>;

export const createAgentSchema = z
  .object({
    // Blank: the agent is created as 'Unnamed Agent'.
    agentName: optionalLine('Agent name', TEXT_LIMITS.agentName).optional(),
    templateId: z.string().uuid().nullable().optional(),
    // The owner's own zone (the browser's, read as a listed one); absent: the template's or New York.
    timezone: z.enum(TIMEZONES.map((zone) => zone.id)).optional(),
  })
  .strict();
export type CreateAgentInput = z.infer<typeof createAgentSchema>;
