import type { Ok } from '@portal/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateGoLive } from '../../../lib/go-live/keys';
import { phoneNumberKeys } from './keys';

export const releaseNumber = (id: string) => api<Ok>(`/phone-numbers/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useReleaseNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseNumber,
    onSuccess: () => {
      void invalidateGoLive(queryClient);
      return queryClient.invalidateQueries({ queryKey: phoneNumberKeys.list() });
    },
  });
}
