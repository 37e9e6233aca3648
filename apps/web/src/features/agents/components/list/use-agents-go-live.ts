import type { AgentGoLive } from '@portal/shared/go-live';
import { useCockpit } from '../../../../lib/go-live/get-cockpit';

const byAgentId = (agents: AgentGoLive[]) => new Map(agents.map((agent) => [agent.agentId, agent]));

/**
 * Each agent's live state from the cockpit, by agent id: null while it loads, an empty map when it
 * failed (the cards then show no pill; the list of agents is its own request and still works).
 */
export function useAgentsGoLive(): ReadonlyMap<string, AgentGoLive> | null {
  const cockpit = useCockpit();
  if (cockpit.isPending) return null;
  return cockpit.isError ? new Map() : byAgentId(cockpit.data.agents);
}
