import { Button, Group, Paper, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import IconTrash from '~icons/tabler/trash';

/**
 * A page's last section for what cannot be undone (delete an agent, a caller, an endpoint; close
 * the account): what it does in a line and a quiet button in red words, which opens the dialog
 * (`children`) that asks again before anything happens.
 */
export function DangerZone({
  titleId,
  title,
  titleSize = 'h3',
  description,
  actionLabel,
  onAction,
  padding,
  className,
  children,
}: {
  titleId: string;
  title: string;
  titleSize?: 'h3' | 'h4';
  description: ReactNode;
  actionLabel: string;
  onAction: () => void;
  /** The section's padding, unless its class sets one that changes with the width. */
  padding?: MantineSpacing;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="md" p={padding} aria-labelledby={titleId} className={className}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size={titleSize} id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <Button
          variant="default"
          c="red.9"
          leftSection={<IconTrash width={16} height={16} aria-hidden />}
          onClick={onAction}
        >
          {actionLabel}
        </Button>
      </Group>
      {children}
    </Paper>
  );
}
