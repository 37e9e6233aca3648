import type { AvailableNumber, NumberSearch } from '@portal/shared/phone-numbers';
import { useMutation } from '@tanstack/react-query';
import { numberSearchPath } from '@portal/shared/api-reads/connect.plain';
import { api } from '../../../lib/api-client';

export const searchNumbers = (search: NumberSearch) => api<AvailableNumber[]>(numberSearchPath(search));

/** A search the user starts (a mutation: each click asks the provider again, nothing is cached). */
export const useSearchNumbers = () => useMutation({ mutationFn: searchNumbers });
