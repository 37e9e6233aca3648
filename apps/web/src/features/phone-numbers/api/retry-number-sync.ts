import type { NumberSyncResult, PhoneNumber } from '@portal/shared/phone-numbers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateGoLive } from '../../../lib/go-live/keys';
import { phoneNumberKeys } from './keys';

export const retryNumberSync = (id: string) =>
  api<NumberSyncResult>(`/phone-numbers/${encodeURIComponent(id)}/sync`, { method: 'POST' });

/** Connects a bought number to the voice platform again after a failed import. */
export function useRetryNumberSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryNumberSync,
    onSuccess: ({ phoneNumber }) => {
      void invalidateGoLive(queryClient);
      queryClient.setQueryData<PhoneNumber[]>(phoneNumberKeys.list(), (list) =>
        list?.map((number) => (number.id === phoneNumber.id ? phoneNumber : number)),
      );
    },
  });
}
