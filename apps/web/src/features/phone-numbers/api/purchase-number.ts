import type { PurchaseResult } from '@portal/shared/phone-numbers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateGoLive } from '../../../lib/go-live/keys';
import { phoneNumberKeys } from './keys';

export const purchaseNumber = (phoneNumber: string) =>
  api<PurchaseResult>('/phone-numbers', { method: 'POST', json: { phoneNumber } });

export function usePurchaseNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseNumber,
    onSuccess: () => {
      void invalidateGoLive(queryClient);
      return queryClient.invalidateQueries({ queryKey: phoneNumberKeys.list() });
    },
  });
}
