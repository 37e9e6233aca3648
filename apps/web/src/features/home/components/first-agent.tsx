import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import IconPlus from '~icons/tabler/plus';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';

/** An owner without agents gets one step: create the first (My Agents opens its create modal). */
export function FirstAgent() {
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="first-agent-title">
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} size="h3" id="first-agent-title">
          Create your first agent
        </Title>
        <Text c="dimmed" maw={520}>
          Your agent answers your business calls. Start from an industry template or from scratch; you can change
          everything later.
        </Text>
        <Button
          component={Link}
          to={paths.newAgent}
          size="md"
          leftSection={<IconPlus width={18} height={18} aria-hidden />}
        >
          Create your first agent
        </Button>
      </Stack>
    </Paper>
  );
}
