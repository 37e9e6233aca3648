import type { Ok } from '@portal/shared/api';
import type { ApiKeyList, CreateApiKeyInput, CreatedApiKey } from '@portal/shared/api-keys';
import { apiKeysPath } from '@portal/shared/api-reads/api-keys.plain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

// Creating and revoking keys. The list in the cache follows at once, without reading it again.

const changeList = (queryClient: QueryClient, change: (list: ApiKeyList) => ApiKeyList) =>
  queryClient.setQueryData<ApiKeyList>(integrationKeys.apiKeys, (list) => list && change(list));

/**
 * Creates a key; the answer carries the key itself, the one time it is shown. The new key goes
 * first in the list (newest first), without the key. The mutation is dropped from the cache as
 * soon as the dialog lets go of it (`gcTime: 0`), so the key does not stay in memory after it.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => api<CreatedApiKey>(apiKeysPath, { method: 'POST', json: input }),
    onSuccess: ({ apiKey }) => changeList(queryClient, (list) => ({ ...list, apiKeys: [apiKey, ...list.apiKeys] })),
    gcTime: 0,
  });
}

/**
 * Revokes a key: its row goes. After a refusal the list is read again, so a key revoked already
 * (in another tab) shows gone.
 */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Ok>(`${apiKeysPath}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_ok, id) =>
      changeList(queryClient, (list) => ({ ...list, apiKeys: list.apiKeys.filter((key) => key.id !== id) })),
    onError: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys }),
  });
}
