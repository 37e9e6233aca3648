import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { profileProgress, suggestedValueCount } from '@portal/shared/agents/completion.plain';

/**
 * 'X out of 26 fields completed' with the percent and one fill. A field counts once the owner
 * saved or changed it, so a new agent full of its template's values reads low; a line under the
 * bar says how many hold those suggested values and how they come to count.
 */
export function ProfileProgress({ agent }: { agent: Agent }) {
  const { completed, total, percent } = profileProgress(agent);
  const suggested = suggestedValueCount(agent);
  return (
    <Stack gap={8}>
      <Group justify="space-between" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600}>
          {completed} out of {total} fields completed
        </Text>
        <Text size="sm" fw={600}>
          {percent}%
        </Text>
      </Group>
      <Progress.Root size="sm" radius="xl">
        <Progress.Section value={percent} aria-label="Profile completion" />
      </Progress.Root>
      {suggested > 0 && (
        <Text size="sm" c="dimmed">
          {suggested} more fields use suggested values, marked Default. Keep them or write your own to complete them.
        </Text>
      )}
    </Stack>
  );
}
