import { SimpleGrid } from '@mantine/core';
import type { AgentListItem } from '@portal/shared/agents/agent';
import { MAX_AGENTS } from '@portal/shared/agents/agent.plain';
import type { AgentGoLive } from '@portal/shared/go-live';
import { AgentCard } from './agent-card';
import { CreateAgentCard } from './create-agent-card';
import classes from './agent-grid.module.css';

type AgentGridProps = {
  agents: AgentListItem[];
  onCreate: () => void;
  /** Each agent's live state by id (from the cockpit); null while it loads. */
  goLive?: ReadonlyMap<string, AgentGoLive> | null;
};

/** Exactly six slots: the agents first, then a 'Create New Agent' card for every free slot. */
export function AgentGrid({ agents, onCreate, goLive }: AgentGridProps) {
  const shown = agents.slice(0, MAX_AGENTS);
  const free = MAX_AGENTS - shown.length;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      className={classes.grid}
      aria-label="Agent slots"
    >
      {shown.map((agent) => (
        <li key={agent.id} className={classes.slot}>
          <AgentCard agent={agent} goLive={goLive?.get(agent.id)} goLiveLoading={goLive === null} />
        </li>
      ))}
      {Array.from({ length: free }, (_, index) => (
        <li key={`free-${index}`} className={classes.slot}>
          <CreateAgentCard onClick={onCreate} />
        </li>
      ))}
    </SimpleGrid>
  );
}
