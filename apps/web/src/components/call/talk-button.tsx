import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import IconPhone from '~icons/tabler/phone';
import IconPhoneOff from '~icons/tabler/phone-off';
import { CALL_TOOLTIPS } from '../../lib/call/messages';
import { CallButton } from './call-button';
import { useTalk, type TalkProps } from './use-talk';

type TalkButtonProps = TalkProps & {
  /** 'Talk'/'End Call' on the agents list, 'Talk Now'/'End Call' on the hub. */
  labels?: { start: string; stop: string };
  /** A phone and a hung-up phone; the configure page's bar has Play and Stop. */
  icons?: { start: ReactNode; stop: ReactNode };
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  /** The start state's look: filled green where talking is the page's main action, 'default' where
   *  it is a second one. End Call is always filled red, so a running call is unmistakable. */
  variant?: ButtonProps['variant'];
};

const PHONE_ICONS = {
  start: <IconPhone width={16} height={16} aria-hidden />,
  stop: <IconPhoneOff width={16} height={16} aria-hidden />,
};

/**
 * Starts and ends an agent's browser test call: one button, which reads its stop label while the
 * call runs (the same element, so the focus stays on it). While another agent's call is in
 * progress it reads 'Another call is active'; otherwise an unavailable button says why.
 */
export function TalkButton({
  labels = { start: 'Talk', stop: 'End Call' },
  icons = PHONE_ICONS,
  size,
  fullWidth,
  variant,
  ...target
}: TalkButtonProps) {
  const { state, start, stop, prepare } = useTalk(target);
  const common = { size, fullWidth };
  if (state.kind === 'own') {
    const ending = state.status === 'ending';
    return (
      <CallButton
        {...common}
        color="red"
        leftSection={icons.stop}
        reason={ending ? CALL_TOOLTIPS.ending : null}
        loading={ending}
        onClick={stop}
      >
        {labels.stop}
      </CallButton>
    );
  }
  return (
    <CallButton
      {...common}
      variant={variant}
      color="green"
      leftSection={icons.start}
      // On a white button the icon stays green, so it still reads as the call it starts.
      styles={variant === 'default' ? { section: { color: 'var(--mantine-color-green-8)' } } : undefined}
      reason={state.kind === 'blocked' ? state.reason : null}
      onClick={start}
      onIntent={prepare}
    >
      {state.kind === 'blocked' && state.anotherActive ? CALL_TOOLTIPS.anotherActive : labels.start}
    </CallButton>
  );
}
