import { SimpleGrid } from '@mantine/core';
import type { AgentGoLive } from '@portal/shared/go-live';
import type { AgentListItem } from '@portal/shared/agents/agent';
import type { CSSProperties } from 'react';
import { AgentCard } from './agent-card';
import { CreateAgentTile } from './create-agent';
import classes from './agent-grid.module.css';

type AgentGridProps = {
  agents: AgentListItem[];
  /** Each agent's live state by id (from the cockpit); null while it loads. */
  goLive?: ReadonlyMap<string, AgentGoLive> | null;
  onCreate: () => void;
};

/** How many columns the tile after `count` cards spans to end the row, in a grid of `columns`. */
const rest = (count: number, columns: number) => columns - (count % columns);

/**
 * The owner's agents, one card each, then the Create New Agent tile spanning what is left of the
 * last row (two and three columns as the grid has them at a tablet's and a laptop's width).
 */
export function AgentGrid({ agents, goLive, onCreate }: AgentGridProps) {
  const span = { '--tile-span-sm': rest(agents.length, 2), '--tile-span-md': rest(agents.length, 3) } as CSSProperties;
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
      <li className={`${classes.slot} ${classes.tileSlot}`} style={span}>
        <CreateAgentTile count={agents.length} onClick={onCreate} />
      </li>
    </SimpleGrid>
  );
}
