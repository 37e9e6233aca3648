import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { LazyTooltip } from '../ui/lazy-tooltip';

type CallButtonProps = ButtonProps & {
  children: ReactNode;
  onClick?: () => void;
  /** The button is pointed at or focused while usable: what its click needs may start loading. */
  onIntent?: () => void;
  /** Why the button cannot be used now; null when it can. */
  reason: string | null;
};

/**
 * A call button that, when unavailable, says why in a tooltip and in its accessible description.
 * It stays focusable (aria-disabled, not disabled) so keyboard and touch users get the reason too.
 */
export function CallButton({ reason, onClick, onIntent, children, ...props }: CallButtonProps) {
  const reasonId = useId();
  if (!reason) {
    return (
      <Button {...props} onClick={onClick} onPointerEnter={onIntent} onFocus={onIntent}>
        {children}
      </Button>
    );
  }
  return (
    <>
      <LazyTooltip label={reason} events={{ hover: true, focus: true, touch: true }} withArrow>
        <Button
          {...props}
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      </LazyTooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
