import { webhookEndpointsPath } from '@portal/shared/api-reads/webhooks.plain';
import type { WebhookEndpointList } from '@portal/shared/webhooks';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/**
 * The owner's webhook endpoints, oldest first, with the owner's zone to show their times in. The
 * Integrations page lists them and an endpoint's page finds its own among them (the API has no
 * read of one endpoint).
 */
export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: integrationKeys.webhookEndpoints,
    queryFn: () => api<WebhookEndpointList>(webhookEndpointsPath),
    initialData: () => servedAnswer<WebhookEndpointList>(webhookEndpointsPath),
  });
