import { SimpleGrid } from '@mantine/core';
import type { AgentGoLive } from '@portal/shared/go-live';
import type { AgentListItem } from '@portal/shared/agents/agent';
import { AgentCard } from './agent-card';
import classes from './agent-grid.module.css';

type AgentGridProps = {
  agents: AgentListItem[];
  /** Each agent's live state by id (from the cockpit); null while it loads. */
  goLive?: ReadonlyMap<string, AgentGoLive> | null;
};

/** The owner's agents, one card each; creating one is the page's button, not an empty slot. */
export function AgentGrid({ agents, goLive }: AgentGridProps) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      className={classes.grid}
      aria-label="Your agents"
    >
      {agents.map((agent) => (
        <li key={agent.id} className={classes.slot}>
          <AgentCard agent={agent} goLive={goLive?.get(agent.id)} goLiveLoading={goLive === null} />
        </li>
      ))}
    </SimpleGrid>
  );
}
