import type { CalendarStatus } from '@portal/shared/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateGoLive } from '../../../lib/go-live/keys';
import { calendarKeys } from './keys';

/** The callback's exchange of Google's code and our state. */
export const exchangeCode = (input: { code: string; state: string }) =>
  api<CalendarStatus>('/calendar/exchange', { method: 'POST', json: input });

export function useExchangeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeCode,
    onSuccess: (status) => {
      // Agents that book appointments need the calendar to be live.
      void invalidateGoLive(queryClient);
      queryClient.setQueryData(calendarKeys.status(), status);
    },
  });
}
