import type { PlanOffer } from '@portal/shared/billing-actions';
import { useQuery } from '@tanstack/react-query';
import { planOffersPath } from '@portal/shared/api-reads/account.plain';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** The plans that can be bought, with Stripe's price and the allowances of each. */
export const getPlanOffers = async () => (await api<{ plans: PlanOffer[] }>(planOffersPath)).plans;

export const usePlanOffers = (enabled: boolean) =>
  useQuery({ queryKey: subscriptionKeys.plans(), queryFn: getPlanOffers, enabled, staleTime: 10 * 60_000 });
