import type { AccountSummary } from '@portal/shared/account';
import { accountSummaryPath } from '@portal/shared/api-reads/account.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getAccountSummary = () => api<AccountSummary | null>(accountSummaryPath);

export const useAccountSummary = () =>
  useQuery({
    queryKey: accountKeys.summary(),
    queryFn: getAccountSummary,
    initialData: () => servedAnswer<AccountSummary | null>(accountSummaryPath),
  });
