import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { phoneNumberKeys } from './keys';

export const getPhoneNumbers = () => api<PhoneNumber[]>('/phone-numbers');

/** The user's numbers, oldest first. */
export const usePhoneNumbers = () =>
  useQuery({
    queryKey: phoneNumberKeys.list(),
    queryFn: getPhoneNumbers,
    initialData: () => servedAnswer<PhoneNumber[]>('/phone-numbers'),
  });
