import type { SubscriptionView } from '@portal/shared/subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** Plan, status, this period's usage and (sample) billing, derived on the server. */
export const getSubscriptionDetail = () => api<SubscriptionView | null>('/subscription/detail');

export const useSubscriptionDetail = () =>
  useQuery({ queryKey: subscriptionKeys.detail(), queryFn: getSubscriptionDetail });
