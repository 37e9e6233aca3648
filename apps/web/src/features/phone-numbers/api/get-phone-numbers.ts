import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { phoneNumbersPath } from '@portal/shared/api-reads/connect.plain';
import { useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { phoneNumberKeys } from './keys';

export const getPhoneNumbers = () => api<PhoneNumber[]>(phoneNumbersPath);

/** The user's numbers, oldest first. */
export const usePhoneNumbers = () =>
  useQuery({
    queryKey: phoneNumberKeys.list(),
    queryFn: getPhoneNumbers,
    initialData: () => servedAnswer<PhoneNumber[]>(phoneNumbersPath),
  });
