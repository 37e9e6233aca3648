import type { Ok } from '@portal/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateCachedScenarios } from './cache';
import { scenarioPath } from './keys';

export const deleteScenario = (agentId: string, scenarioId: string) =>
  api<Ok>(scenarioPath(agentId, scenarioId), { method: 'DELETE' });

export function useDeleteScenario(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scenarioId: string) => deleteScenario(agentId, scenarioId),
    onSuccess: (_ok, scenarioId) =>
      updateCachedScenarios(queryClient, agentId, (scenarios) =>
        scenarios.filter((scenario) => scenario.id !== scenarioId),
      ),
  });
}
