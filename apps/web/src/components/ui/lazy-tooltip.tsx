import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { loadOnce } from '../../lib/load-once';

type ChildHandlers = {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

const tooltip = loadOnce<ComponentType<TooltipProps>>(async () => (await import('./tooltip')).Tooltip);

/**
 * The UI kit's tooltip, loaded when the child is first pointed at or focused: its positioning
 * engine is a tenth of a page's script, and most visits never point at a tooltip. Until then the
 * child shows alone; the tooltip opens as soon as it has loaded if the pointer or focus is still
 * there.
 *
 * The child is mounted anew when the tooltip arrives (the tooltip becomes its parent), which
 * could lose a click pressed at that instant. So a disabled tooltip never loads and leaves its
 * child alone, and an enabled one belongs on what a click does nothing to while it says why: a
 * control that is unavailable, a shortened text.
 */
export function LazyTooltip({ children, ...props }: TooltipProps & { children: ReactElement<ChildHandlers> }) {
  const [Tooltip, setTooltip] = useState(tooltip.loaded);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (Tooltip || !wanted) return;
    let current = true;
    tooltip.load().then(
      (component) => current && setTooltip(() => component),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Tooltip, wanted]);

  if (props.disabled) return children;
  if (Tooltip) {
    return (
      <Tooltip {...props} defaultOpened={wanted}>
        {children}
      </Tooltip>
    );
  }
  const own = children.props;
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent) => {
      own.onMouseEnter?.(event);
      setWanted(true);
    },
    onMouseLeave: (event: MouseEvent) => {
      own.onMouseLeave?.(event);
      setWanted(false);
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      if (props.events?.focus) setWanted(true);
    },
    onBlur: (event: FocusEvent) => {
      own.onBlur?.(event);
      setWanted(false);
    },
  });
}
