import { Button, Loader } from '@mantine/core';
import IconPlayerPlay from '~icons/tabler/player-play';
import IconPlayerStop from '~icons/tabler/player-stop';

type SampleButtonProps = {
  state: 'idle' | 'loading' | 'playing';
  /** Visible text while idle, e.g. "Play sample". */
  playText: string;
  /** Visible text while loading or playing, e.g. "Stop". */
  stopText: string;
  /** Accessible names: each begins with the visible text and says which voice. */
  playName: string;
  stopName: string;
  onToggle: () => void;
  variant?: 'subtle' | 'default';
};

/**
 * A play/stop control for one sample. While the sample loads or plays the same button stops it;
 * its name says so, and the player's live region announces each change.
 */
export function SampleButton({
  state,
  playText,
  stopText,
  playName,
  stopName,
  onToggle,
  variant = 'subtle',
}: SampleButtonProps) {
  const busy = state !== 'idle';
  const icon =
    state === 'loading' ? (
      <Loader size={12} aria-hidden />
    ) : state === 'playing' ? (
      <IconPlayerStop width={14} height={14} aria-hidden />
    ) : (
      <IconPlayerPlay width={14} height={14} aria-hidden />
    );
  return (
    <Button
      variant={variant}
      size="compact-sm"
      style={{ flexShrink: 0 }}
      leftSection={icon}
      aria-label={busy ? stopName : playName}
      onClick={onToggle}
    >
      {state === 'loading' ? 'Loading...' : busy ? stopText : playText}
    </Button>
  );
}
