import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useId } from 'react';

type TalkButtonProps = {
  vapiAgentId: string | null;
  label?: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
};

/**
 * Where the browser test call starts (spec section 2). The call client is not part of the
 * portal yet, so the button is always unavailable and says why with the spec's tooltips: an
 * agent without an assistant is 'Agent not call-enabled'; otherwise the call client is missing.
 * It stays focusable (aria-disabled, not disabled) so keyboard and touch users get the reason too.
 */
export function TalkButton({ vapiAgentId, label = 'Talk', size = 'sm', fullWidth }: TalkButtonProps) {
  const reasonId = useId();
  const reason = vapiAgentId ? 'Voice Source not ready' : 'Agent not call-enabled';
  return (
    <>
      <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }} withArrow>
        <Button
          size={size}
          fullWidth={fullWidth}
          color="green"
          leftSection={<IconPhone size={16} aria-hidden />}
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
