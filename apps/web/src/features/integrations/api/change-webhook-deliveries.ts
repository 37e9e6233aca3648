import type { WebhookDelivery, WebhookDeliveryList, WebhookDeliveryResult } from '@portal/shared/webhooks';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endpointPath } from './change-webhook-endpoints';
import { integrationKeys } from './keys';

// Deliveries made on the owner's asking: a test event, or one sent again. Each answers the
// delivery after its first try, which the log shows at once; the endpoint's status (failing
// since, last success) may have changed with it, so the list of endpoints is read again.

type Log = InfiniteData<WebhookDeliveryList, string | null>;

const changeLog = (queryClient: QueryClient, endpointId: string, change: (log: Log) => Log) =>
  queryClient.setQueryData<Log>(integrationKeys.webhookDeliveries(endpointId), (log) => log && change(log));

const refreshStatus = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: integrationKeys.webhookEndpoints });

/** Sends the test event; its delivery goes first in the log (the newest). */
export function useSendTestEvent(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<WebhookDeliveryResult>(endpointPath(endpointId, '/test'), { method: 'POST' }),
    onSuccess: ({ delivery }) => {
      changeLog(queryClient, endpointId, (log) => ({
        ...log,
        pages: log.pages.map((page, index) =>
          index === 0 ? { ...page, deliveries: [delivery, ...page.deliveries] } : page,
        ),
      }));
      void refreshStatus(queryClient);
    },
  });
}

/** Sends a delivery again (same event id); its row takes how the new try went. */
export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delivery: WebhookDelivery) =>
      api<WebhookDeliveryResult>(endpointPath(endpointId, `/deliveries/${encodeURIComponent(delivery.id)}/resend`), {
        method: 'POST',
      }),
    onSuccess: ({ delivery }) => {
      changeLog(queryClient, endpointId, (log) => ({
        ...log,
        pages: log.pages.map((page) => ({
          ...page,
          deliveries: page.deliveries.map((each) => (each.id === delivery.id ? delivery : each)),
        })),
      }));
      void refreshStatus(queryClient);
    },
  });
}
