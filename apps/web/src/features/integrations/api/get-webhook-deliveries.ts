import { webhookDeliveriesPath } from '@portal/shared/api-reads/webhooks.plain';
import type { WebhookDeliveryList } from '@portal/shared/webhooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** The first page as the page was served with it, as the infinite list holds pages. */
function servedFirstPage(endpointId: string) {
  const first = servedAnswer<WebhookDeliveryList>(webhookDeliveriesPath(endpointId));
  return first ? { pages: [first], pageParams: [null] } : undefined;
}

/**
 * One endpoint's delivery log, newest first, a page at a time (older ones on asking). Read again
 * when the page opens on a log older than the cache's 30 seconds, and on Refresh. (Not with the
 * app's staleUnlessServed: its module would then be in so many of the app's lazily loaded parts
 * that it joins the script every page loads, the public ones too.)
 */
export const useWebhookDeliveries = (endpointId: string) =>
  useInfiniteQuery({
    queryKey: integrationKeys.webhookDeliveries(endpointId),
    queryFn: ({ pageParam }) => api<WebhookDeliveryList>(webhookDeliveriesPath(endpointId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    initialData: () => servedFirstPage(endpointId),
  });
