import type { SubscriptionView } from '@portal/shared/subscription';
import { subscriptionDetailPath } from '@portal/shared/api-reads/account.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** Plan, status, this period's usage, the card and the last invoices, derived on the server. */
export const getSubscriptionDetail = () => api<SubscriptionView | null>(subscriptionDetailPath);

const POLL_MS = 1500;

/**
 * `pollWhile` re-reads the view every 1.5 s while it holds: the page waits for Stripe's webhook to
 * confirm a payment or a change (it usually lands within seconds of the return from Stripe).
 */
export const useSubscriptionDetail = (pollWhile?: (view: SubscriptionView | null | undefined) => boolean) =>
  useQuery({
    queryKey: subscriptionKeys.detail(),
    queryFn: getSubscriptionDetail,
    initialData: () => servedAnswer<SubscriptionView | null>(subscriptionDetailPath),
    refetchInterval: (query) => (pollWhile?.(query.state.data) ? POLL_MS : false),
  });
