import type { AvailableNumber, NumberSearch } from '@portal/shared/phone-numbers';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function searchNumbers(search: NumberSearch) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value?.trim()) query.set(key, value.trim());
  return api<AvailableNumber[]>(`/phone-numbers/search?${query}`);
}

/** A search the user starts (a mutation: each click asks the provider again, nothing is cached). */
export const useSearchNumbers = () => useMutation({ mutationFn: searchNumbers });
