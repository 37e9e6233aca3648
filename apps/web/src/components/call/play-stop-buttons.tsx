import { Group } from '@mantine/core';
import IconPlayerPlay from '~icons/tabler/player-play';
import IconPlayerStop from '~icons/tabler/player-stop';
import { CALL_TOOLTIPS } from '../../lib/call/messages';
import { CallButton } from './call-button';
import { useTalk, type TalkProps } from './use-talk';

/**
 * The configuration footer's Stop and Play: Play starts this agent's test call,
 * Stop ends it. Play is unavailable unless the client is ready, the agent is call-enabled and
 * nothing is saving (`busy`); while another agent's call is in progress it reads so.
 */
export function PlayStopButtons(props: TalkProps) {
  const { state, start, stop, prepare } = useTalk(props);
  const own = state.kind === 'own';
  const playReason = own ? CALL_TOOLTIPS.inCall : state.kind === 'blocked' ? state.reason : null;
  const stopReason = !own ? CALL_TOOLTIPS.noCall : state.status === 'ending' ? CALL_TOOLTIPS.ending : null;
  return (
    <Group justify="center" gap="md">
      <CallButton
        variant={own ? 'filled' : 'default'}
        color="red"
        leftSection={<IconPlayerStop width={16} height={16} aria-hidden />}
        reason={stopReason}
        loading={own && state.status === 'ending'}
        onClick={stop}
      >
        Stop
      </CallButton>
      <CallButton
        color="green"
        leftSection={<IconPlayerPlay width={16} height={16} aria-hidden />}
        reason={playReason}
        onClick={start}
        onIntent={prepare}
      >
        {state.kind === 'blocked' && state.anotherActive ? CALL_TOOLTIPS.anotherActive : 'Play'}
      </CallButton>
    </Group>
  );
}
