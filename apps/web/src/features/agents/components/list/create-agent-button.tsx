import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { MAX_AGENTS } from '@portal/shared/agents/agent.plain';
import IconPlus from '~icons/tabler/plus';
import IconRobot from '~icons/tabler/robot';

const plus = <IconPlus width={16} height={16} aria-hidden />;

/** The page's one way to a new agent; at the limit it stays in place, unavailable, saying why. */
export function CreateAgentButton({ count, onClick }: { count: number; onClick: () => void }) {
  const full = count >= MAX_AGENTS;
  return (
    <Stack gap={4} align="flex-end">
      <Button leftSection={plus} onClick={onClick} disabled={full} aria-describedby={full ? 'agents-full' : undefined}>
        Create New Agent
      </Button>
      {full && (
        <Text id="agents-full" size="xs" c="dimmed">
          You have {MAX_AGENTS} agents, the most you can have.
        </Text>
      )}
    </Stack>
  );
}

/** No agents yet: what an agent is for, and the button to make the first. */
export function NoAgentsYet({ onCreate }: { onCreate: () => void }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconRobot width={40} height={40} aria-hidden color="var(--mantine-color-blue-8)" />
        <Title order={2} size="h3">
          No agents yet
        </Title>
        <Text c="dimmed" maw={460}>
          An agent answers your business's calls. Start from an industry template, your website, or from scratch, then
          talk to it here before it takes a real call.
        </Text>
        <Button leftSection={plus} onClick={onCreate} mt="xs">
          Create New Agent
        </Button>
      </Stack>
    </Card>
  );
}
