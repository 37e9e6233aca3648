import { Alert } from '@mantine/core';
import IconAlertCircle from '~icons/tabler/alert-circle';
import IconCircleCheck from '~icons/tabler/circle-check';
import type { AuthBanner } from '../hooks/use-auth-status-banner';

/** The outcome of a return from Google, shown until dismissed. */
export function AuthStatusBanner({ banner, onClose }: { banner: AuthBanner; onClose: () => void }) {
  const success = banner.kind === 'success';
  return (
    <Alert
      color={success ? 'green' : 'red'}
      variant="light"
      role={success ? 'status' : 'alert'}
      title={success ? 'Success' : 'Google Calendar was not connected'}
      icon={
        success ? (
          <IconCircleCheck width={18} height={18} aria-hidden />
        ) : (
          <IconAlertCircle width={18} height={18} aria-hidden />
        )
      }
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {banner.text}
    </Alert>
  );
}
