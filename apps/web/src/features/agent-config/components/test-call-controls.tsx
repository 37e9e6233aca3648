import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './configure.module.css';

type TestCallControlsProps = { vapiAgentId: string | null };

/**
 * The footer's Stop and Play buttons for a browser test call. The call client is a later feature,
 * so both are unavailable and say why with the spec's tooltips; they stay focusable
 * (aria-disabled) so keyboard and touch users get the reason too. Wire the call here.
 */
export function TestCallControls({ vapiAgentId }: TestCallControlsProps) {
  const reasonId = useId();
  const reason = vapiAgentId ? 'Voice Source not ready' : 'Agent not call-enabled';
  const blocked = { 'data-disabled': true, 'aria-disabled': true, 'aria-describedby': reasonId } as const;
  return (
    <footer className={classes.footer} aria-label="Test call">
      <Group justify="center" gap="md">
        <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }} withArrow>
          <Button
            variant="default"
            leftSection={<IconPlayerStop size={16} aria-hidden />}
            onClick={(event) => event.preventDefault()}
            {...blocked}
          >
            Stop
          </Button>
        </Tooltip>
        <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }} withArrow>
          <Button
            color="green"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={(event) => event.preventDefault()}
            {...blocked}
          >
            Play
          </Button>
        </Tooltip>
      </Group>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </footer>
  );
}
