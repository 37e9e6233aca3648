import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconId, IconSettings } from '@tabler/icons-react';
import type { AgentListItem } from '@portal/shared/agents/agent';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { SyncAlert, type SyncOutcome } from '../../../../components/agents/sync-alert';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { paths } from '../../../../lib/paths';
import { TalkButton } from '../talk-button';

const toast = ({ ok, title, text }: SyncOutcome) =>
  notifications.show({ color: ok ? 'green' : 'red', title, message: text });

/** One agent of the grid: avatar, name, Update, Profile Overview and Talk. */
export function AgentCard({ agent }: { agent: AgentListItem }) {
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={agent.agentName}>
      <Stack align="center" gap="sm" h="100%">
        <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={80} />
        <Title order={2} size="h4" ta="center" lineClamp={2}>
          {agent.agentName}
        </Title>
        {agent.syncError && <SyncAlert agent={agent} onOutcome={toast} />}
        <Stack gap="xs" w="100%" mt="auto">
          <Group grow gap="xs">
            <Button
              component={Link}
              to={paths.agentConfigure(agent.id)}
              variant="light"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              Update
            </Button>
            <TalkButton agent={agent} />
          </Group>
          <Button
            component={Link}
            to={paths.agentProfile(agent.id)}
            variant="default"
            leftSection={<IconId size={16} aria-hidden />}
          >
            Profile Overview
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
