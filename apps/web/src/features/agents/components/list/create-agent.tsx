import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { MAX_AGENTS } from '@portal/shared/agents/agent.plain';
import IconPlus from '~icons/tabler/plus';
import IconRobot from '~icons/tabler/robot';
import { useId } from 'react';
import classes from './agent-grid.module.css';

const plus = <IconPlus width={16} height={16} aria-hidden />;

/**
 * The page's one way to a new agent, as the grid's last tile: it fills the rest of the row after
 * the cards, so a few agents never leave a hole. At the limit it stays in place, unavailable,
 * saying why.
 */
export function CreateAgentTile({ count, onClick }: { count: number; onClick: () => void }) {
  const full = count >= MAX_AGENTS;
  const titleId = useId();
  const hintId = useId();
  return (
    <button
      type="button"
      className={classes.createTile}
      onClick={onClick}
      disabled={full}
      aria-labelledby={titleId}
      aria-describedby={hintId}
    >
      <span className={classes.createMark}>
        <IconPlus width={22} height={22} aria-hidden />
      </span>
      <Text id={titleId} fw={600} component="span">
        Create New Agent
      </Text>
      <Text id={hintId} size="sm" c="dimmed" component="span">
        {full
          ? `You have ${MAX_AGENTS} agents, the most you can have.`
          : 'From an industry template, your website, or from scratch.'}
      </Text>
    </button>
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
