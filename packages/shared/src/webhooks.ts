import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { CALL_OUTCOMES } from './call-outcome.plain.ts';
import {
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_TOO_LONG,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_NOTHING_TO_CHANGE,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_REQUIRED,
  WEBHOOK_URL_TOO_LONG,
  WEBHOOKS,
  type WebhookDeliveryEventType,
} from './webhooks.plain.ts';

export * from './webhooks.plain.ts';

// --- The management API ----------------------------------------------------------------------

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** An owner's endpoint as listed: never its signing secret, which is read on its own. */
export const webhookEndpointSchema = z.object({
  id: uuidSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  /** Whether events are sent to it. */
  enabled: z.boolean(),
  /** Why it sends nothing: switched off by the owner, or by the portal after days of failures; null while on. */
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  disabledAt: timestampSchema.nullable(),
  /** The first failed delivery since the last one that arrived; null while deliveries arrive. */
  failingSince: timestampSchema.nullable(),
  lastSuccessAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  /** The owner's time zone (IANA), in which the list's times are shown. */
  timezone: z.string(),
});
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

const urlField = z
  .string()
  .trim()
  .min(1, WEBHOOK_URL_REQUIRED)
  .max(WEBHOOKS.url, WEBHOOK_URL_TOO_LONG)
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  }, WEBHOOK_URL_INVALID);

const descriptionField = z.string().trim().max(WEBHOOKS.description, WEBHOOK_DESCRIPTION_TOO_LONG);

/** At least one event; each once, in the order the page lists them. */
const eventsField = z
  .array(webhookEventTypeSchema, { error: WEBHOOK_EVENTS_REQUIRED })
  .min(1, WEBHOOK_EVENTS_REQUIRED)
  .max(WEBHOOK_EVENT_TYPES.length * 2)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

export const createWebhookEndpointSchema = z
  .object({
    url: urlField,
    description: descriptionField.optional().transform((text) => text ?? ''),
    events: eventsField,
  })
  .strict();
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

/** A change to an endpoint; `enabled: true` switches back on one the portal switched off. */
export const updateWebhookEndpointSchema = z
  .object({
    url: urlField.optional(),
    description: descriptionField.optional(),
    events: eventsField.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine((change) => Object.values(change).some((value) => value !== undefined), WEBHOOK_NOTHING_TO_CHANGE);
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointSchema>;

/** The signing secret, in the Standard Webhooks form `whsec_<base64>`. */
export const webhookSecretSchema = z.object({ secret: z.string().startsWith('whsec_') });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

/** A new endpoint, with its secret to paste into the receiver. */
export const createdWebhookEndpointSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: webhookSecretSchema.shape.secret,
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

/** One event sent to one endpoint, as the delivery log shows it. */
export const webhookDeliverySchema = z.object({
  id: uuidSchema,
  endpointId: uuidSchema,
  /** The event's id, sent as the `webhook-id` header: the same on every try and on a resend. */
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's HTTP status on the last try; null when it gave none (no connection, timeout). */
  responseStatus: z.number().int().nullable(),
  /** How long the last try took, in milliseconds. */
  responseMs: z.number().int().nullable(),
  /** The first bytes (at most 500) of the receiver's answer to the last try, as text. */
  responseBody: z.string().nullable(),
  /** Why the last try failed, in the owner's words; null when it arrived or has not been tried. */
  error: z.string().nullable(),
  createdAt: timestampSchema,
  lastAttemptAt: timestampSchema.nullable(),
  /** When it is tried next; null once it arrived or was given up on. */
  nextAttemptAt: timestampSchema.nullable(),
  deliveredAt: timestampSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The owner's time zone (IANA), in which the log's times are shown. */
  timezone: z.string(),
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveryQuerySchema = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});

/** A delivery just made (a test event or a resend), with how its first try went. */
export const webhookDeliveryResultSchema = z.object({ delivery: webhookDeliverySchema });
export type WebhookDeliveryResult = z.infer<typeof webhookDeliveryResultSchema>;

// --- What is sent: the payload of each event ------------------------------------------------

const agentSchema = z.object({ id: uuidSchema, name: z.string() }).describe('The agent that took the call.');

const callerSchema = z.object({
  /** E.164; null for a test call from the browser, or a caller who hid their number. */
  number: z.string().nullable(),
  name: z.string().nullable(),
});

/** What every event about a call carries. */
const callFields = {
  callId: uuidSchema,
  /** `phone` for a call to one of your numbers, `test` for your own test call from the browser. */
  callType: z.enum(['phone', 'test']),
  agent: agentSchema.nullable(),
  caller: callerSchema,
  /** The call's page in the portal, with its recording and transcript. */
  url: z.string(),
};

const outcomeSchema = z.object({
  kind: z.enum(CALL_OUTCOMES),
  /** How the portal names the outcome ("Appointment booked"). */
  label: z.string(),
  urgent: z.boolean(),
  message: z.string().nullable(),
  reason: z.string().nullable(),
  callerEmail: z.string().nullable(),
  /** What the agent was told to collect, with what the caller said. */
  collected: z.array(z.object({ item: z.string(), value: z.string() })),
  unansweredQuestions: z.array(z.string()),
});

export const callEndedDataSchema = z.object({
  ...callFields,
  /** The number that was called; null for a test call from the browser. */
  calledNumber: z.string().nullable(),
  startedAt: timestampSchema.nullable(),
  endedAt: timestampSchema.nullable(),
  durationSeconds: z.number().nullable(),
  summary: z.string().nullable(),
  /** What came of the call; null when the agent reported nothing (a later reading may add `message.taken` or `urgent.matter`). */
  outcome: outcomeSchema.nullable(),
});

const appointmentFields = {
  ...callFields,
  appointmentId: uuidSchema,
  /** The calendar event's title ("Cleaning – Jane Doe"). */
  summary: z.string(),
  /** What was booked ("Cleaning"). */
  service: z.string(),
  /** The business's time zone (IANA). */
  timezone: z.string().nullable(),
};

export const appointmentBookedDataSchema = z.object({ ...appointmentFields, start: timestampSchema });
export const appointmentRescheduledDataSchema = z.object({
  ...appointmentFields,
  from: timestampSchema,
  to: timestampSchema,
});
export const appointmentCancelledDataSchema = z.object({
  ...appointmentFields,
  start: timestampSchema,
  reason: z.string().nullable(),
});

export const messageTakenDataSchema = z.object({
  ...callFields,
  message: z.string().nullable(),
  reason: z.string().nullable(),
  collected: outcomeSchema.shape.collected,
});

export const urgentMatterDataSchema = messageTakenDataSchema.extend({
  /** What the caller said is wrong. */
  message: z.string().nullable(),
});

export const agentWentLiveDataSchema = z.object({
  agent: z.object({ id: uuidSchema, name: z.string() }),
  /** The number it answers, as the portal shows it. */
  number: z.string().nullable(),
});

export const agentStoppedAnsweringDataSchema = z.object({
  agent: z.object({ id: uuidSchema, name: z.string() }),
  /** The number it answered until it stopped. */
  lastNumber: z.string().nullable(),
});

export const webhookTestDataSchema = z.object({ endpointId: uuidSchema, message: z.string() });

/** Each event's `data`, by type. */
export const WEBHOOK_EVENT_DATA_SCHEMAS = {
  'call.ended': callEndedDataSchema,
  'appointment.booked': appointmentBookedDataSchema,
  'appointment.rescheduled': appointmentRescheduledDataSchema,
  'appointment.cancelled': appointmentCancelledDataSchema,
  'message.taken': messageTakenDataSchema,
  'urgent.matter': urgentMatterDataSchema,
  'agent.went_live': agentWentLiveDataSchema,
  'agent.stopped_answering': agentStoppedAnsweringDataSchema,
  [WEBHOOK_TEST_EVENT]: webhookTestDataSchema,
} satisfies Record<WebhookDeliveryEventType, z.ZodType>;

export type WebhookEventData = {
  [T in WebhookDeliveryEventType]: z.infer<(typeof WEBHOOK_EVENT_DATA_SCHEMAS)[T]>;
};

/** The body of a delivery of one event type, as Standard Webhooks has it: `{ type, timestamp, data }`. */
export const webhookPayloadSchema = <T extends WebhookDeliveryEventType>(type: T) =>
  z
    .object({
      type: z.literal(type),
      /** When the event happened. */
      timestamp: timestampSchema,
      data: WEBHOOK_EVENT_DATA_SCHEMAS[type] as (typeof WEBHOOK_EVENT_DATA_SCHEMAS)[T],
    })
    .describe(WEBHOOK_EVENT_LABELS[type].description);
