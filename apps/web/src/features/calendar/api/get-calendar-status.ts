import type { CalendarStatus } from '@portal/shared/calendar';
import { calendarStatusPath } from '@portal/shared/api-reads/connect.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { calendarKeys } from './keys';

export const getCalendarStatus = () => api<CalendarStatus>(calendarStatusPath);

export const useCalendarStatus = () =>
  useQuery({
    queryKey: calendarKeys.status(),
    queryFn: getCalendarStatus,
    initialData: () => servedAnswer<CalendarStatus>(calendarStatusPath),
  });
