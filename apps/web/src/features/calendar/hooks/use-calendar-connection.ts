import { calendarMessages } from '@portal/shared/calendar.plain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useConnectCalendar } from '../api/connect-calendar';
import { useDisconnectCalendar } from '../api/disconnect-calendar';
import { calendarErrors, validAuthorizationUrl } from '../messages';

/** Sends the browser to Google's consent page; separate so tests can watch where it goes. */
export const goTo = (url: string) => window.location.assign(url);

/** Connect (to Google's consent) and Disconnect (after the page's confirm), with their errors. */
export function useCalendarConnection(navigate: (url: string) => void = goTo) {
  const connectMutation = useConnectCalendar();
  const disconnectMutation = useDisconnectCalendar();
  const [error, setError] = useState<string | null>(null);
  // The page is about to unload: keep the button busy instead of flashing back to idle.
  const [leaving, setLeaving] = useState(false);

  const connect = () => {
    setError(null);
    connectMutation.mutate(undefined, {
      onSuccess: ({ authorizationUrl }) => {
        const url = validAuthorizationUrl(authorizationUrl);
        if (!url) return setError(calendarMessages.invalidAuthorizationUrl);
        setLeaving(true);
        navigate(url);
      },
      onError: (failure) => setError(calendarErrors.connect(failure)),
    });
  };

  const disconnect = (onDone: () => void) => {
    setError(null);
    disconnectMutation.mutate(undefined, {
      onSuccess: ({ warning }) => {
        onDone();
        notifications.show(
          warning
            ? { color: 'yellow', title: 'Disconnected', message: warning }
            : { color: 'green', message: 'Google Calendar disconnected.' },
        );
      },
      onError: (failure) => {
        onDone();
        setError(calendarErrors.disconnect(failure));
      },
    });
  };

  return {
    connect,
    connecting: connectMutation.isPending || leaving,
    disconnect,
    disconnecting: disconnectMutation.isPending,
    error,
  };
}
