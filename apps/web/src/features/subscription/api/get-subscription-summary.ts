import type { SubscriptionSummary } from '@portal/shared/subscription';
import { subscriptionSummaryPath } from '@portal/shared/api-reads/account.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

export const getSubscriptionSummary = () => api<SubscriptionSummary | null>(subscriptionSummaryPath);

export const useSubscriptionSummary = () =>
  useQuery({
    queryKey: subscriptionKeys.summary(),
    queryFn: getSubscriptionSummary,
    initialData: () => servedAnswer<SubscriptionSummary | null>(subscriptionSummaryPath),
  });
