import type { ScenarioList } from '@portal/shared/agents/scenarios';
import { scenariosPath } from '@portal/shared/api-reads/agents.plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

export const useScenarios = (agentId: string) => useQuery(scenariosQueryOptions(agentId));

/** Only the pass count and last run, for places that show the summary alone (the hub). */
export const useScenarioSummary = (agentId: string) =>
  useQuery({ ...scenariosQueryOptions(agentId), select: (list) => list.summary });
