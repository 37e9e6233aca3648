// The owner's webhook endpoints: the events they can choose, the limits, and the texts, without
// the schemas. The Integrations page reads these without loading the validation library.

/** The events an endpoint can choose, in the order the page lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'call.ended',
  'appointment.booked',
  'appointment.rescheduled',
  'appointment.cancelled',
  'message.taken',
  'urgent.matter',
  'agent.went_live',
  'agent.stopped_answering',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent to one endpoint when the owner asks for it ("Send test event"); never chosen, never fanned out. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Every type a delivery can carry: the events, and the test event. */
export const WEBHOOK_DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEventType = (typeof WEBHOOK_DELIVERY_EVENT_TYPES)[number];

/** How each event reads on the page and in the API document, in the owner's words. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookDeliveryEventType, { title: string; description: string }> = {
  'call.ended': {
    title: 'Call ended',
    description: 'A call to one of your agents ended, with what came of it (its outcome), test calls included.',
  },
  'appointment.booked': {
    title: 'Appointment booked',
    description: 'An agent booked an appointment during a call.',
  },
  'appointment.rescheduled': {
    title: 'Appointment rescheduled',
    description: 'An agent moved an appointment to another time during a call.',
  },
  'appointment.cancelled': {
    title: 'Appointment cancelled',
    description: 'An agent cancelled an appointment during a call.',
  },
  'message.taken': {
    title: 'Message taken',
    description: 'A caller left a message for you.',
  },
  'urgent.matter': {
    title: 'Urgent matter',
    description: 'A caller described one of your urgent situations.',
  },
  'agent.went_live': {
    title: 'Agent went live',
    description: 'An agent started answering calls on its number.',
  },
  'agent.stopped_answering': {
    title: 'Agent stopped answering',
    description: 'An agent that was live stopped answering calls (its number, calendar or setup changed).',
  },
  'webhook.test': {
    title: 'Test event',
    description: 'Sent when you press "Send test event", to check that your receiver works.',
  },
};

export const WEBHOOKS = {
  /** Endpoints per owner. */
  max: 10,
  url: 2000,
  description: 200,
  /** How much of a receiver's answer the delivery log keeps. */
  responseBytes: 500,
  /** How long a receiver has to answer one delivery. */
  timeoutSeconds: 10,
  /** How long a failing delivery is tried again, from its first try. */
  retryHours: 24,
  /** An endpoint whose every delivery failed for this long is switched off. */
  disableAfterDays: 3,
  /** How long the delivery log keeps a delivery. */
  logDays: 30,
  /** Deliveries in one page of the log. */
  deliveriesPage: 50,
} as const;

/** Where a delivery stands: still being tried, received by the endpoint, or given up on. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Trying',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** Why an endpoint sends nothing: the owner switched it off, or the portal did after days of failures. */
export const WEBHOOK_DISABLED_REASONS = ['owner', 'failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const WEBHOOK_URL_REQUIRED = 'Enter the address your tool gave you, starting with https://.';
export const WEBHOOK_URL_INVALID = 'Enter a web address starting with https:// (or http://).';
export const WEBHOOK_URL_TOO_LONG = `Keep the address under ${WEBHOOKS.url} characters.`;
export const WEBHOOK_DESCRIPTION_TOO_LONG = `Keep the description under ${WEBHOOKS.description} characters.`;
export const WEBHOOK_EVENTS_REQUIRED = 'Choose at least one event to send.';
export const WEBHOOK_LIMIT_REACHED = `You can have ${WEBHOOKS.max} webhook endpoints. Delete one you no longer use first.`;
export const WEBHOOK_ENDPOINT_NOT_FOUND = 'This webhook endpoint does not exist or was deleted.';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'This delivery does not exist, or it is older than the log keeps.';
export const WEBHOOK_RESEND_SWITCHED_OFF = 'This endpoint is switched off. Switch it on first, then resend.';
export const WEBHOOK_NOTHING_TO_CHANGE = 'Send at least one of url, description, events or enabled.';

/** Said when an address is refused: on save, and again before each delivery. */
export const webhookAddressRefused = (reason: string) =>
  `This address cannot receive webhooks: it points to ${reason}. Use the public address your tool gave you.`;
export const webhookPortRefused = (port: number) =>
  `This address cannot receive webhooks: port ${port} is not a web port (use 443 for https or 80 for http).`;
export const webhookHostNotFound = (host: string) =>
  `The address ${host} could not be found. Check it for typing mistakes.`;
export const WEBHOOK_URL_WITH_PASSWORD =
  'Leave the user name and password out of the address: every delivery is signed with the endpoint’s secret instead.';

/** Why a delivery attempt failed, as the log says it. */
export const WEBHOOK_ATTEMPT_FAILURES = {
  timeout: `Your receiver did not answer within ${WEBHOOKS.timeoutSeconds} seconds.`,
  refused: 'Your receiver refused the connection.',
  unreachable: 'Your receiver could not be reached.',
  certificate: 'Your receiver has an invalid security certificate.',
  switchedOff: 'Not sent: the endpoint was switched off.',
} as const;
export const webhookRedirected = (status: number) =>
  `Your receiver answered with a redirect (HTTP ${status}). Webhooks do not follow redirects: use the final address.`;
export const webhookErrorStatus = (status: number) => `Your receiver answered with an error (HTTP ${status}).`;

/** Shown on an endpoint the portal switched off. */
export const WEBHOOK_SWITCHED_OFF_FAILING = `Switched off: every delivery failed for ${WEBHOOKS.disableAfterDays} days. Fix your receiver, then switch the endpoint on again.`;

/** What the test event says to the receiver. */
export const WEBHOOK_TEST_MESSAGE = 'This is a test event from AI Voice Agent Platform. Your endpoint works.';
