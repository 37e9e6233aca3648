import type { AccountSummary } from '@portal/shared/account';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getAccountSummary = () => api<AccountSummary | null>('/account/summary');

export const useAccountSummary = () =>
  useQuery({
    queryKey: accountKeys.summary(),
    queryFn: getAccountSummary,
    initialData: () => servedAnswer<AccountSummary | null>('/account/summary'),
  });
