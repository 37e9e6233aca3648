import type { Scenario } from '@portal/shared/agents/scenarios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceScenario, updateCachedScenarios } from './cache';
import { scenarioPath } from './keys';

/** Holds the scenario's conversation with the agent and answers it with its checked result. */
export const runScenario = (agentId: string, scenarioId: string) =>
  api<Scenario>(`${scenarioPath(agentId, scenarioId)}/run`, { method: 'POST' });

export function useRunScenario(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scenarioId: string) => runScenario(agentId, scenarioId),
    onSuccess: (ran) => updateCachedScenarios(queryClient, agentId, replaceScenario(ran)),
  });
}
