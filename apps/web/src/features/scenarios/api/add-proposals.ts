import type { ScenarioList } from '@portal/shared/agents/scenarios';
import { scenariosPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scenarioKeys } from './keys';

/** Adds the scenarios the portal suggests for the agent's set-up that the list lacks. */
export const addProposals = (agentId: string) =>
  api<ScenarioList>(`${scenariosPath(agentId)}/proposals`, { method: 'POST' });

export function useAddProposals(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addProposals(agentId),
    onSuccess: (list) => queryClient.setQueryData(scenarioKeys.list(agentId), list),
  });
}
