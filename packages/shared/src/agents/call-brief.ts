import { z } from 'zod';
import { weeklyHoursSchema } from './hours.ts';
import { URGENT_ACTIONS } from './options.plain.ts';
import { RING_WHEN, TRANSFER_MODES } from './transfers.plain.ts';

/**
 * What an agent knows and must do on a call, in fields rather than prose. The compiled assistant
 * carries it in its metadata beside the system prompt, so a stand-in for the model (the sandbox's
 * rule-based engine) answers from the same agent settings a real model reads in the prompt,
 * without parsing the prompt's wording.
 */

export const FACT_TOPICS = [
  'business',
  'description',
  'products',
  'prices',
  'contact',
  'faq',
  'about',
  'offers',
  'additional',
  'website',
] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

export const callFactSchema = z.object({
  topic: z.enum(FACT_TOPICS),
  /** Where the fact came from, in the owner's words ("Prices", or a web page's address). */
  source: z.string(),
  text: z.string(),
});
export type CallFact = z.infer<typeof callFactSchema>;

/** One detail a booking needs: the booking tool's argument and how to ask for it. */
export const bookingDetailSchema = z.object({ argument: z.string(), label: z.string() });

/** A place the agent transfers to, with the reason and hours it takes calls for. */
const briefDestinationSchema = z.object({
  name: z.string(),
  /** E.164, as in the transferCall tool. */
  number: z.string(),
  reason: z.string(),
  ringWhen: z.enum(RING_WHEN),
  /**
   * The hours it may ring, in the business's zone: its own, or the business's while it rings
   * during opening hours; null is any time (also while the business's hours are only a
   * suggestion the agent does not know).
   */
  hours: weeklyHoursSchema.nullable(),
});

export const callBriefSchema = z.object({
  version: z.literal(1),
  businessName: z.string().nullable(),
  /** IANA zone the business works in: hours, dates and times the caller says are read in it. */
  timezone: z.string(),
  /** Null while the hours are only the suggestion the agent started with: the agent does not know them. */
  hours: weeklyHoursSchema.nullable(),
  /** Days closed whatever the weekly hours say (YYYY-MM-DD in the business's zone), in date order. */
  closures: z.array(z.object({ from: z.string(), to: z.string(), note: z.string().nullable() })).optional(),
  facts: z.array(callFactSchema),
  topicsToAvoid: z.array(z.string()),
  /** What to ask every caller (the owner's list, one item per entry). */
  infoToCollect: z.array(z.string()),
  urgent: z
    .object({
      situations: z.array(z.string()),
      action: z.enum(URGENT_ACTIONS),
      collect: z.array(z.string()),
      /** Where an urgent call is transferred (E.164), when it is forwarded. */
      transferTo: z.string().nullable().optional(),
      /**
       * That destination with its name and hours: with forwarding off it is in no list of
       * destinations, and outside its hours an urgent call is a message instead.
       */
      destination: briefDestinationSchema.nullable().optional(),
    })
    .nullable(),
  /** Forwarding is on and has somewhere to go: each destination with the reason and hours it takes calls for. */
  forwarding: z
    .object({
      /** The owners' reasons in one line, as the single number's instructions were. */
      instructions: z.string().nullable(),
      destinations: z.array(briefDestinationSchema).optional(),
      /** How the transfer is made, and how long it rings before the agent takes a message. */
      mode: z.enum(TRANSFER_MODES).optional(),
      noAnswerSeconds: z.number().int().optional(),
    })
    .nullable(),
  /** Null when the agent does not take appointments at all. */
  scheduling: z
    .object({
      /** Whether the booking tools are there (a calendar is connected). */
      canBook: z.boolean(),
      appointmentTypes: z.array(z.string()),
      durations: z.array(z.number().int().positive()),
      required: z.array(bookingDetailSchema),
    })
    .nullable(),
  /** What the agent says last, if the owner set it. */
  endCallMessage: z.string().nullable(),
  /**
   * What the agent answers a caller who asks whether it is a person or an AI, the business's name
   * filled in: it always says it is an AI assistant. Absent from briefs compiled before the card.
   */
  aiDisclosure: z.string().optional(),
  /**
   * The moment a test conversation takes place, when it is not the platform's clock (ISO 8601):
   * a scenario set at a time of its own. Absent on every call.
   */
  now: z.string().optional(),
});
export type CallBrief = z.infer<typeof callBriefSchema>;

/** The brief in an assistant's metadata, or null when there is none or it is not one. */
export function readCallBrief(metadata: unknown): CallBrief | null {
  const value = (metadata as { callBrief?: unknown } | null | undefined)?.callBrief;
  const parsed = callBriefSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
