import type {
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
} from '@portal/shared/webhooks';

// Webhook endpoints and deliveries as the API answers them, for the feature's tests.

export const ENDPOINT_ID = '00000000-0000-4000-8000-0000000000e1';

/** The owner's zone, as the server sends it with each list: not the test machine's. */
export const OWNER_ZONE = 'America/Denver';

export const endpointFixture = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ENDPOINT_ID,
  url: 'https://hooks.zapier.com/hooks/catch/123456/abcdef/',
  description: 'Zapier: calls to Sheets',
  events: ['call.ended', 'message.taken'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  lastSuccessAt: '2026-05-02T20:43:00.000Z',
  createdAt: '2026-05-01T15:00:00.000Z',
  ...overrides,
});

export const endpointListOf = (endpoints: WebhookEndpoint[]): WebhookEndpointList => ({
  endpoints,
  timezone: OWNER_ZONE,
});

export const deliveryFixture = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  endpointId: ENDPOINT_ID,
  eventId: 'evt_2f1c9a',
  eventType: 'call.ended',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  responseMs: 120,
  responseBody: '{"status":"success"}',
  error: null,
  createdAt: '2026-05-02T20:43:00.000Z',
  lastAttemptAt: '2026-05-02T20:43:00.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-05-02T20:43:00.000Z',
  ...overrides,
});

export const deliveryListOf = (
  deliveries: WebhookDelivery[],
  nextCursor: string | null = null,
): WebhookDeliveryList => ({
  deliveries,
  nextCursor,
  timezone: OWNER_ZONE,
});
