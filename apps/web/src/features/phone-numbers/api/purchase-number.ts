import type { PurchaseResult } from '@portal/shared/phone-numbers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateGoLive } from '../../../lib/go-live/keys';
import { phoneNumberKeys } from './keys';

/** The number to buy and, when the owner was asked, the agent that answers it (null: none). */
export type Purchase = { phoneNumber: string; agentId?: string | null };

export const purchaseNumber = (purchase: Purchase) =>
  api<PurchaseResult>('/phone-numbers', { method: 'POST', json: purchase });

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
