import type { CalendarStatus } from '@portal/shared/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateGoLive } from '../../../lib/go-live/keys';
import { calendarKeys } from './keys';

type Disconnected = CalendarStatus & { warning: string | null };

export const disconnectCalendar = () => api<Disconnected>('/calendar/disconnect', { method: 'POST' });

export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCalendar,
    onSuccess: ({ connected, email }) => {
      void invalidateGoLive(queryClient);
      queryClient.setQueryData(calendarKeys.status(), { connected, email });
    },
  });
}
