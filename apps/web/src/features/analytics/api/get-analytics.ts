import type { Analytics, AnalyticsPeriod } from '@portal/shared/analytics';
import { analyticsPath } from '@portal/shared/api-reads/analytics.plain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { staleUnlessServed } from '../../../lib/query-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (period: AnalyticsPeriod, agentId: string | null) =>
    [...analyticsKeys.all, period, agentId ?? 'all'] as const,
};

/**
 * The figures of a period; always fresh (a call may just have ended). While another period or
 * agent loads, the figures on screen stay, so the page keeps its shape.
 */
export const useAnalytics = (period: AnalyticsPeriod, agentId: string | null) =>
  useQuery({
    queryKey: analyticsKeys.period(period, agentId),
    queryFn: () => api<Analytics>(analyticsPath(period, agentId)),
    initialData: () => servedAnswer<Analytics>(analyticsPath(period, agentId)),
    placeholderData: keepPreviousData,
    staleTime: staleUnlessServed,
  });
