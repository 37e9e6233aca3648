/** Query keys of the integrations feature. */
export const integrationKeys = {
  apiKeys: ['integrations', 'api-keys'] as const,
  webhookEndpoints: ['integrations', 'webhook-endpoints'] as const,
  /** One endpoint's delivery log, a page at a time. */
  webhookDeliveries: (endpointId: string) => ['integrations', 'webhook-deliveries', endpointId] as const,
};
