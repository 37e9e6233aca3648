import { Button, Group, Stack } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import IconCopy from '~icons/tabler/copy';
import IconHistory from '~icons/tabler/history';
import IconSchool from '~icons/tabler/school';
import IconVersions from '~icons/tabler/versions';
import { Link } from 'wouter';
import { paths } from '../../../../lib/paths';
import { useDuplicateAgentFlow } from '../../hooks/use-duplicate-agent-flow';
import { TalkButton } from '../talk-button';

/**
 * Train (the hub's main action) and talk, then call history, the published versions and clone
 * (a real duplicate). Back to Agents is the link above the title; Delete Agent is at the end of
 * the page (HubDangerZone), away from the controls used every day.
 */
export function HubActions({ agent }: { agent: Agent }) {
  const clone = useDuplicateAgentFlow(paths.agent);
  return (
    <Stack gap="md">
      <Group gap="sm" grow preventGrowOverflow={false}>
        <Button
          component={Link}
          to={paths.agentConfigure(agent.id)}
          size="md"
          leftSection={<IconSchool width={18} height={18} aria-hidden />}
        >
          Train Your Agent
        </Button>
        <TalkButton agent={agent} label="Talk Now" size="md" />
      </Group>
      <Group gap="sm">
        <Button
          component={Link}
          to={`${paths.calls}?agentId=${encodeURIComponent(agent.id)}`}
          variant="default"
          leftSection={<IconHistory width={16} height={16} aria-hidden />}
        >
          Call history
        </Button>
        <Button
          component={Link}
          to={paths.agentVersions(agent.id)}
          variant="default"
          leftSection={<IconVersions width={16} height={16} aria-hidden />}
        >
          Version history
        </Button>
        <Button
          variant="default"
          leftSection={<IconCopy width={16} height={16} aria-hidden />}
          onClick={() => clone.run(agent.id)}
          disabled={clone.pending}
        >
          {clone.pending ? 'Cloning...' : 'Clone'}
        </Button>
      </Group>
    </Stack>
  );
}
