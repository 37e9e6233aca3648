import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { profileProgress } from '@portal/shared/agents/completion.plain';

/** 'X out of 26 fields completed' with the percent. */
export function ProfileProgress({ agent }: { agent: Agent }) {
  const { completed, total, percent } = profileProgress(agent);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm">
          {completed} out of {total} fields completed
        </Text>
        <Text size="sm" fw={700}>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="lg" radius="xl" aria-label="Profile completion" />
    </Stack>
  );
}
