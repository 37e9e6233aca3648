import { Button, Group, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { useActiveCall } from '../../../lib/call/active-call-state';
import { sendCallText } from '../../../lib/call/call-actions';
import classes from './try-prompts.module.css';

type TryPromptsProps = { agent: Pick<Agent, 'id' | 'tryPrompts'>; className?: string };

/**
 * A few things to say to the agent, from what it is set up to do. Before a call they are ideas
 * for what to say; during this agent's call each one is a button that says it, typed as the caller.
 * Each is a whole chip; in a narrow bar they make a row that scrolls sideways (a keyboard too: the
 * row takes focus) and fades at its edge.
 */
export function TryPrompts({ agent, className }: TryPromptsProps) {
  const call = useActiveCall();
  const live = call.status === 'active' && call.agentId === agent.id;
  return (
    <Group
      gap="xs"
      role="group"
      aria-label="Things to try saying"
      tabIndex={0}
      className={`${classes.row} ${className ?? ''}`}
    >
      <Text size="sm" fw={600} aria-hidden>
        Try:
      </Text>
      {agent.tryPrompts.map((prompt) =>
        live ? (
          <Button key={prompt} size="compact-sm" variant="light" radius="xl" onClick={() => void sendCallText(prompt)}>
            {prompt}
          </Button>
        ) : (
          <Text key={prompt} size="sm" c="dimmed" className={classes.chip}>
            “{prompt}”
          </Text>
        ),
      )}
    </Group>
  );
}
