import { webhookEndpointsPath } from '@portal/shared/api-reads/webhooks.plain';
import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookSecret,
} from '@portal/shared/webhooks';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

// Adding, changing and deleting webhook endpoints, and their signing secrets. The list in the
// cache follows each change at once, without reading it again.

/** An endpoint's address in the API, with what follows it (`/secret`, `/test`). */
export const endpointPath = (id: string, rest = '') => `${webhookEndpointsPath}/${encodeURIComponent(id)}${rest}`;

const changeList = (queryClient: QueryClient, change: (endpoints: WebhookEndpoint[]) => WebhookEndpoint[]) =>
  queryClient.setQueryData<WebhookEndpointList>(
    integrationKeys.webhookEndpoints,
    (list) => list && { ...list, endpoints: change(list.endpoints) },
  );

/**
 * Adds an endpoint; the answer carries its signing secret, which the dialog shows. The new one goes
 * last in the list (oldest first). The mutation is dropped from the cache as soon as the dialog
 * lets go of it (`gcTime: 0`), so the secret does not stay in memory after it.
 */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpointInput) =>
      api<CreatedWebhookEndpoint>(webhookEndpointsPath, { method: 'POST', json: input }),
    onSuccess: ({ endpoint }) => changeList(queryClient, (endpoints) => [...endpoints, endpoint]),
    gcTime: 0,
  });
}

/**
 * Changes an endpoint (its address, description or events, or switches it off or on): its row
 * takes the answer. After a refusal the list is read again, so one deleted meanwhile (in another
 * tab) shows gone.
 */
export function useUpdateWebhookEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateWebhookEndpointInput) =>
      api<WebhookEndpoint>(endpointPath(id), { method: 'PATCH', json: change }),
    onSuccess: (endpoint) =>
      changeList(queryClient, (endpoints) => endpoints.map((each) => (each.id === id ? endpoint : each))),
    onError: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhookEndpoints }),
  });
}

/** Deletes an endpoint: its row and its log go. After a refusal the list is read again. */
export function useDeleteWebhookEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(endpointPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      changeList(queryClient, (endpoints) => endpoints.filter((each) => each.id !== id));
      queryClient.removeQueries({ queryKey: integrationKeys.webhookDeliveries(id) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhookEndpoints }),
  });
}

/** Reads the endpoint's signing secret when the owner asks; not kept once the page lets go of it. */
export function useRevealWebhookSecret(id: string) {
  return useMutation({
    mutationFn: () => api<WebhookSecret>(endpointPath(id, '/secret')),
    gcTime: 0,
  });
}

/** Replaces the signing secret: the answer is the new one, shown at once. */
export function useRollWebhookSecret(id: string) {
  return useMutation({
    mutationFn: () => api<WebhookSecret>(endpointPath(id, '/secret/roll'), { method: 'POST' }),
    gcTime: 0,
  });
}
