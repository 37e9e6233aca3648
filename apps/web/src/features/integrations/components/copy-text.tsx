import { Button, CopyButton, VisuallyHidden } from '@mantine/core';
import IconCheck from '~icons/tabler/check';
import IconCopy from '~icons/tabler/copy';

/** Copy, then Copied for a moment; the change is read out too. */
export function CopyText({ value, label, primary = false }: { value: string; label: string; primary?: boolean }) {
  return (
    <CopyButton value={value} timeout={2500}>
      {({ copied, copy }) => (
        <>
          <Button
            variant={primary ? 'filled' : 'default'}
            onClick={copy}
            leftSection={
              copied ? (
                <IconCheck width={16} height={16} aria-hidden />
              ) : (
                <IconCopy width={16} height={16} aria-hidden />
              )
            }
          >
            {copied ? 'Copied' : label}
          </Button>
          <VisuallyHidden aria-live="polite">{copied ? 'Copied to the clipboard' : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
