import type { CallDetail } from '@portal/shared/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { callKeys } from './keys';

const deleteCallArtifacts = (callId: string) =>
  api<CallDetail>(`/calls/${encodeURIComponent(callId)}`, { method: 'DELETE' });

/** Deletes a call's recording and transcript; the call page shows it without them, the lists are read again. */
export function useDeleteCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCallArtifacts,
    onSuccess: (call) => {
      queryClient.setQueryData(callKeys.detail(call.id), call);
      return queryClient.invalidateQueries({ queryKey: [...callKeys.all, 'list'] });
    },
  });
}
