import { apiKeysPath } from '@portal/shared/api-reads/api-keys.plain';
import type { ApiKeyList } from '@portal/shared/api-keys';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** The owner's API keys, newest first, with the owner's zone to show their times in. */
export const useApiKeys = () =>
  useQuery({
    queryKey: integrationKeys.apiKeys,
    queryFn: () => api<ApiKeyList>(apiKeysPath),
    initialData: () => servedAnswer<ApiKeyList>(apiKeysPath),
  });
