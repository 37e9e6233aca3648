import { Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import IconPlus from '~icons/tabler/plus';
import classes from './new-number-card.module.css';

/** The 'New Phone Number' card: one button opening the purchase modal. */
export function NewNumberCard({ onOpen }: { onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} className={classes.button} aria-haspopup="dialog">
      <Card withBorder radius="md" padding="lg" className={classes.card}>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconPlus width={24} height={24} aria-hidden />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700} size="lg">
              New Phone Number
            </Text>
            <Text size="sm" c="dimmed">
              Search for a US number and buy it for your agent.
            </Text>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
