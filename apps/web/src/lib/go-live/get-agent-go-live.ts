import type { AgentGoLive } from '@portal/shared/go-live';
import { agentGoLivePath } from '@portal/shared/api-reads/agents.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../api-client';
import { staleUnlessServed } from '../query-client';
import { goLiveKeys } from './keys';

export const getAgentGoLive = (agentId: string) => api<AgentGoLive>(agentGoLivePath(agentId));

/**
 * One agent's live state, number, calendar and checklist (the hub and the profile overview); read
 * again on every visit, as a test call or scenario run may have met the 'Test call' item since.
 */
export const useAgentGoLive = (agentId: string) =>
  useQuery({
    queryKey: goLiveKeys.agent(agentId),
    queryFn: () => getAgentGoLive(agentId),
    initialData: () => servedAnswer<AgentGoLive>(agentGoLivePath(agentId)),
    staleTime: staleUnlessServed,
  });
