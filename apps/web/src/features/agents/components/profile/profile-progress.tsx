import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { TRACKED_FIELDS } from '@portal/shared/agents/cards.plain';
import { profileProgress, showsDefaultBadge } from '@portal/shared/agents/completion.plain';
import classes from './profile.module.css';

/**
 * 'X out of 26 fields completed' with the percent. A field counts once the owner saved or changed
 * it, so a new agent full of its template's values reads low; the bar shows those suggested
 * values beside the completed ones, and a line says how they come to count.
 */
export function ProfileProgress({ agent }: { agent: Agent }) {
  const { completed, total, percent } = profileProgress(agent);
  const suggested = TRACKED_FIELDS.filter((field) => showsDefaultBadge(agent, field)).length;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600}>
          {completed} out of {total} fields completed
        </Text>
        <Text size="sm" fw={600}>
          {percent}%
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={percent} aria-label="Profile completion" />
        {suggested > 0 && <Progress.Section value={(suggested / total) * 100} withAria={false} color="blue.2" />}
      </Progress.Root>
      {suggested > 0 && (
        <Text size="xs" c="dimmed">
          <span className={classes.swatch} aria-hidden />
          {suggested} more hold suggested values (marked Default): they count once you keep them or save your own.
        </Text>
      )}
    </Stack>
  );
}
