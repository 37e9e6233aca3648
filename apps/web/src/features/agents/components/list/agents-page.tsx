import { Button, Stack, Text, Title } from '@mantine/core';
import IconHistory from '~icons/tabler/history';
import { MAX_AGENTS } from '@portal/shared/agents/agent.plain';
import { Link } from 'wouter';
import { lazyOverlay } from '../../../../components/ui/lazy-overlay';
import { PageError, PageLoading } from '../../../../components/ui/page-state';
import { paths } from '../../../../lib/paths';
import { useAgents } from '../../../../lib/agents/get-agents';
import { AgentGrid } from './agent-grid';
import { NoAgentsYet } from './create-agent';
import { useAgentsGoLive } from './use-agents-go-live';
import { useCreateFromUrl } from './use-create-from-url';
import classes from './agents-page.module.css';

const CreateAgentModal = lazyOverlay(() =>
  import('../create/create-agent-modal').then((module) => module.CreateAgentModal),
);

/** /agents 'My Agents': the agents with their live state, the way to create one, and the create modal. */
export function AgentsPage() {
  const agents = useAgents();
  const goLive = useAgentsGoLive();
  const creating = useCreateFromUrl();
  return (
    <Stack gap="lg">
      {/* Calls stays on the title's line at every width; the sentence runs under both. */}
      <div className={classes.header}>
        <Title order={1}>My Agents</Title>
        {/* Creating is the grid's last tile (or the empty state's button), not a header button. */}
        <Button
          component={Link}
          to={paths.calls}
          variant="default"
          leftSection={<IconHistory width={16} height={16} aria-hidden />}
        >
          Calls
        </Button>
        {agents.data && (
          <Text c="dimmed" size="sm" className={classes.subtitle}>
            You can have up to {MAX_AGENTS} agents; you have {agents.data.length}.
          </Text>
        )}
      </div>
      {agents.isPending ? (
        <PageLoading label="Loading agents..." />
      ) : agents.isError ? (
        <PageError title="Could not load your agents">Failed to load agents: {agents.error.message}</PageError>
      ) : agents.data.length === 0 ? (
        <NoAgentsYet onCreate={creating.open} />
      ) : (
        <AgentGrid agents={agents.data} goLive={goLive} onCreate={creating.open} />
      )}
      <CreateAgentModal opened={creating.opened} onClose={creating.close} />
    </Stack>
  );
}
