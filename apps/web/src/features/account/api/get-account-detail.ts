import type { AccountDetail } from '@portal/shared/account';
import { accountProfilePath } from '@portal/shared/api-reads/account.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** Profile (null when the account has none), active agents and the phone number count. */
export const getAccountDetail = () => api<AccountDetail | null>(accountProfilePath);

export const useAccountDetail = () =>
  useQuery({
    queryKey: accountKeys.detail(),
    queryFn: getAccountDetail,
    initialData: () => servedAnswer<AccountDetail | null>(accountProfilePath),
  });
