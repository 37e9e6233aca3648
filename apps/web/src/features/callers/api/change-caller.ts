import { callerPath } from '@portal/shared/api-reads/callers.plain';
import type { CallerDetail } from '@portal/shared/callers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { callerKeys } from './keys';

/** Writes the owner's note about a caller (an empty one removes it); the page shows the saved note. */
export function useSaveCallerNote(callerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api<CallerDetail>(`${callerPath(callerId)}/note`, { method: 'PUT', json: { note } }),
    onSuccess: (caller) => queryClient.setQueryData(callerKeys.detail(callerId), caller),
  });
}

/**
 * Forgets the caller. Their page's reads are dropped (not read again for a caller who is gone) and
 * the directory is read again on the next visit; the calls inbox reads afresh on each visit anyway.
 */
export function useDeleteCaller(callerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(callerPath(callerId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: callerKeys.detail(callerId) });
      queryClient.removeQueries({ queryKey: callerKeys.calls(callerId) });
      return queryClient.invalidateQueries({ queryKey: [...callerKeys.all, 'list'] });
    },
  });
}
