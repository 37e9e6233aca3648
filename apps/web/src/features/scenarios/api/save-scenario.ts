import type { Scenario, ScenarioInput } from '@portal/shared/agents/scenarios';
import { scenariosPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceScenario, updateCachedScenarios } from './cache';
import { scenarioKeys, scenarioPath } from './keys';

type SaveVariables = { scenarioId: string | null; input: ScenarioInput };

/** Creates a scenario (no id) or replaces one; an edited scenario comes back with no result. */
export const saveScenario = (agentId: string, { scenarioId, input }: SaveVariables) =>
  scenarioId
    ? api<Scenario>(scenarioPath(agentId, scenarioId), { method: 'PATCH', json: input })
    : api<Scenario>(scenariosPath(agentId), { method: 'POST', json: input });

export const saveScenarioKey = (agentId: string) => [...scenarioKeys.list(agentId), 'save'] as const;

export function useSaveScenario(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveScenarioKey(agentId),
    mutationFn: (variables: SaveVariables) => saveScenario(agentId, variables),
    onSuccess: (saved, { scenarioId }) =>
      updateCachedScenarios(queryClient, agentId, (scenarios) =>
        scenarioId ? replaceScenario(saved)(scenarios) : [...scenarios, saved],
      ),
  });
}
