import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateGoLive } from '../../../lib/go-live/keys';
import { phoneNumberKeys } from './keys';

type Assignment = { id: string; agentId: string | null };

export const assignNumber = ({ id, agentId }: Assignment) =>
  api<PhoneNumber>(`/phone-numbers/${encodeURIComponent(id)}`, { method: 'PATCH', json: { agentId } });

/** Saves which agent answers a number; the list is updated in place with the saved row. */
export function useAssignNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignNumber,
    onSuccess: (saved) => {
      // The number's old and new agent both change their live state.
      void invalidateGoLive(queryClient);
      queryClient.setQueryData<PhoneNumber[]>(phoneNumberKeys.list(), (list) =>
        list?.map((number) => (number.id === saved.id ? saved : number)),
      );
    },
  });
}
