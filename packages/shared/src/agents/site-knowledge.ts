import { z } from 'zod';
import { TIME_OF_DAY } from './hours.plain.ts';
import { WEEKDAYS } from './options.plain.ts';

// What the language model reads out of an owner's website for the Brain cards. Every value names
// the page it was read from, so the review can show it and a value from no crawled page is dropped.
//
// The same schema is sent to OpenAI as the structured output format, whose strict mode wants every
// property required, absence as null (never optional) and no extra properties; it also ignores
// length limits, so texts are clipped where they become proposals, not here.

const sourceUrl = z.string().describe('The URL of the page this was read from, exactly as given.');
const time = z.string().regex(TIME_OF_DAY).describe('24-hour HH:MM');

/** One stated value and its page, or null when the site does not state it. */
const sourced = (description: string) => z.object({ value: z.string().describe(description), sourceUrl }).nullable();

export const siteKnowledgeSchema = z.object({
  businessName: sourced('The name of the business.'),
  typeOfBusiness: sourced('What kind of business it is, in a few words (e.g. "Family dental clinic").'),
  description: sourced('What the business does and for whom, in two or three sentences.'),
  products: z.array(z.object({ name: z.string(), description: z.string().nullable(), sourceUrl })),
  prices: z.array(z.object({ item: z.string(), price: z.string().describe('As stated, e.g. "$120"'), sourceUrl })),
  hours: z.array(z.object({ days: z.array(z.enum(WEEKDAYS)), opens: time, closes: time, sourceUrl })),
  phone: sourced('The main phone number, as written.'),
  email: sourced('The main e-mail address.'),
  address: sourced('The street address on one line.'),
  faqs: z.array(z.object({ question: z.string(), answer: z.string(), sourceUrl })),
  policies: z.array(z.object({ policy: z.string().describe('One policy, e.g. cancellations or payment.'), sourceUrl })),
  aboutUs: sourced('The story, team and values of the business.'),
  additionalInfo: sourced('Anything else a caller may ask that no other field holds (parking, languages...).'),
});
export type SiteKnowledge = z.infer<typeof siteKnowledgeSchema>;

/** A site that states none of it. */
export const emptySiteKnowledge = (): SiteKnowledge => ({
  businessName: null,
  typeOfBusiness: null,
  description: null,
  products: [],
  prices: [],
  hours: [],
  phone: null,
  email: null,
  address: null,
  faqs: [],
  policies: [],
  aboutUs: null,
  additionalInfo: null,
});

/** The name OpenAI knows the format by (letters, digits, _ and -). */
export const SITE_KNOWLEDGE_SCHEMA_NAME = 'site_knowledge';

/** The JSON Schema of `siteKnowledgeSchema` for structured output (without `$schema`, which OpenAI does not need). */
export const siteKnowledgeJsonSchema: Record<string, unknown> = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(siteKnowledgeSchema, { target: 'draft-7' });
  return schema;
})();
