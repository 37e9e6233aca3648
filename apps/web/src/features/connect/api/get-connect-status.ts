import type { CalendarStatus } from '@portal/shared/calendar';
import { calendarStatusPath, phoneNumbersPath } from '@portal/shared/api-reads/connect.plain';
import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { staleUnlessServed } from '../../../lib/query-client';
import { connectKeys } from './keys';

// The hub reads what the phone numbers and calendar pages read, under keys of its own (features do
// not share queries). Each is read again whenever the hub opens, so a number bought or a calendar
// connected a moment ago shows on the way back.

export const useConnectNumbers = () =>
  useQuery({
    queryKey: connectKeys.phoneNumbers(),
    queryFn: () => api<PhoneNumber[]>(phoneNumbersPath),
    initialData: () => servedAnswer<PhoneNumber[]>(phoneNumbersPath),
    staleTime: staleUnlessServed,
  });

export const useConnectCalendar = () =>
  useQuery({
    queryKey: connectKeys.calendar(),
    queryFn: () => api<CalendarStatus>(calendarStatusPath),
    initialData: () => servedAnswer<CalendarStatus>(calendarStatusPath),
    staleTime: staleUnlessServed,
  });
