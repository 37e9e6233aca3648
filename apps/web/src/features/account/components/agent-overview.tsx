import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import IconRobot from '~icons/tabler/robot';
import type { AccountDetail } from '@portal/shared/account';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';

type AgentName = NonNullable<AccountDetail['agents']>['items'][number];

/**
 * The Agent Overview box: names of the active agents and a way to manage them. `agents` is null
 * when they could not be read: the page says so above, so no list is shown.
 */
export function AgentOverview({ agents }: { agents: AgentName[] | null }) {
  return (
    // As tall as the profile beside it on a wide screen, Manage Agents at its foot: no hole under it.
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="agent-overview-title" h="100%">
      <Stack gap="md" h="100%">
        <Title order={2} size="h3" id="agent-overview-title">
          Agent Overview
        </Title>
        {agents === null ? null : agents.length === 0 ? (
          <Text c="dimmed">No agents created yet.</Text>
        ) : (
          <List spacing="xs" icon={<IconRobot width={18} height={18} aria-hidden />} aria-label="Your agents">
            {agents.map((agent) => (
              <List.Item key={agent.id}>{agent.agentName}</List.Item>
            ))}
          </List>
        )}
        <Button component={Link} to={paths.agents} variant="light" mt="auto" style={{ alignSelf: 'flex-start' }}>
          Manage Agents
        </Button>
      </Stack>
    </Paper>
  );
}
