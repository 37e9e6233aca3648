import type { SimulatedCall, SimulatedCallInput } from '@portal/shared/agents/simulated-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateGoLive } from '../../../lib/go-live/keys';
import { knowledgeGapKeys } from '../../../lib/knowledge-gaps/keys';

export const simulatedCallsPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/simulated-calls`;

/** Rings the agent's number with a pretend caller (sandbox only); answers once the call has ended. */
export const simulateCall = (agentId: string, input: SimulatedCallInput) =>
  api<SimulatedCall>(simulatedCallsPath(agentId), { method: 'POST', json: input });

// The call history and the plan's usage belong to other features, whose modules this one may not
// import: their caches are marked stale by the first part of their keys.
const CALLS_KEY = ['calls'];
const SUBSCRIPTION_KEY = ['subscription'];

export function useSimulateCall(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SimulatedCallInput) => simulateCall(agentId, input),
    // The call is recorded like a real one: the history, the usage and the go-live state (test
    // calls, activity on Home) all changed, and so may the questions the agent could not answer.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CALLS_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      void invalidateGoLive(queryClient);
      void queryClient.invalidateQueries({ queryKey: knowledgeGapKeys.agent(agentId) });
    },
  });
}
