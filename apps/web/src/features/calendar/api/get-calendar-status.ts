import type { CalendarStatus } from '@portal/shared/calendar';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { calendarKeys } from './keys';

export const getCalendarStatus = () => api<CalendarStatus>('/calendar/status');

export const useCalendarStatus = () =>
  useQuery({
    queryKey: calendarKeys.status(),
    queryFn: getCalendarStatus,
    initialData: () => servedAnswer<CalendarStatus>('/calendar/status'),
  });
