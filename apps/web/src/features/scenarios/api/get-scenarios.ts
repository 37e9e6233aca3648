import type { ScenarioList } from '@portal/shared/agents/scenarios';
import { scenariosPath } from '@portal/shared/api-reads/agents.plain';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, servedAnswer } from '../../../lib/api-client';
import { scenarioKeys } from './keys';

/** The agent's scenarios with their latest results; the first read adds the proposed ones. */
export const getScenarios = (agentId: string) => api<ScenarioList>(scenariosPath(agentId));

const scenariosQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: scenarioKeys.list(agentId),
    queryFn: () => getScenarios(agentId),
    initialData: () => servedAnswer<ScenarioList>(scenariosPath(agentId)),
  });

/**
 * A list read before the agent's draft was made, published or discarded (on the configure page,
 * moments ago) shows the results of what runs no longer test: it is read again once, when the
 * agent as read now (`draft`: it has a draft) says otherwise.
 */
function useInStepWithDraft(query: UseQueryResult<Pick<ScenarioList, 'draftSummary'>>, draft: boolean | undefined) {
  const listed = query.data ? query.data.draftSummary !== null : undefined;
  const readAgainFor = useRef<boolean | undefined>(undefined);
  const { refetch, isFetching } = query;
  useEffect(() => {
    if (draft === undefined || listed === undefined || isFetching) return;
    if (listed === draft) readAgainFor.current = undefined;
    else if (readAgainFor.current !== draft) {
      readAgainFor.current = draft;
      void refetch();
    }
  }, [draft, listed, isFetching, refetch]);
}

/** `draft`: whether the agent has a draft now, when the page has read the agent. */
export function useScenarios(agentId: string, draft?: boolean) {
  const query = useQuery(scenariosQueryOptions(agentId));
  useInStepWithDraft(query, draft);
  return query;
}

/** Only the summaries (live, and the draft's), for places that show them alone (the hub). */
export function useScenarioSummary(agentId: string, draft?: boolean) {
  const query = useQuery({
    ...scenariosQueryOptions(agentId),
    select: ({ summary, draftSummary }) => ({ summary, draftSummary }),
  });
  useInStepWithDraft(query, draft);
  return query;
}
