import { Button, Group, Stack, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDisclosure } from '@mantine/hooks';
import { PageError, PageLoading } from '../../../../components/ui/page-state';
import { paths } from '../../../../lib/paths';
import { useAgents } from '../../../../lib/agents/get-agents';
import { CreateAgentModal } from '../create/create-agent-modal';
import { AgentGrid } from './agent-grid';

/** /agents 'My Agents': the six slots and the create modal. */
export function AgentsPage() {
  const agents = useAgents();
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>My Agents</Title>
        <Button component={Link} to={paths.calls} variant="light" leftSection={<IconHistory size={16} aria-hidden />}>
          Calls
        </Button>
      </Group>
      {agents.isPending ? (
        <PageLoading label="Loading agents..." />
      ) : agents.isError ? (
        <PageError title="Could not load your agents">Failed to load agents: {agents.error.message}</PageError>
      ) : (
        <AgentGrid agents={agents.data} onCreate={open} />
      )}
      <CreateAgentModal opened={creating} onClose={close} />
    </Stack>
  );
}
