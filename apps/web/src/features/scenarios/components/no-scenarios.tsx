import { Button, Card, Stack, Text, Title } from '@mantine/core';
import IconSparkles from '~icons/tabler/sparkles';

/** An empty list: the way back to the suggested scenarios (the owner may have deleted them all). */
export function NoScenarios({ adding, onAddSuggested }: { adding: boolean; onAddSuggested: () => void }) {
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h3">
          No scenarios yet
        </Title>
        <Text c="dimmed" maw={460}>
          Add the scenarios we suggest from your agent&apos;s set-up, or write your own with Add scenario.
        </Text>
        <Button
          leftSection={<IconSparkles width={16} height={16} aria-hidden />}
          loading={adding}
          onClick={onAddSuggested}
        >
          Add suggested scenarios
        </Button>
      </Stack>
    </Card>
  );
}
