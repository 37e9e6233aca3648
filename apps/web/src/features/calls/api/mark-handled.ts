import type { CallDetail } from '@portal/shared/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { callKeys } from './keys';

export const markCallHandled = (callId: string, handled: boolean) =>
  api<CallDetail>(`/calls/${encodeURIComponent(callId)}/handled`, { method: 'PUT', json: { handled } });

/** Marks an urgent matter or a message handled (or reopens it); every list of calls is read again. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callId, handled }: { callId: string; handled: boolean }) => markCallHandled(callId, handled),
    onSuccess: (call) => {
      queryClient.setQueryData(callKeys.detail(call.id), call);
      return queryClient.invalidateQueries({ queryKey: [...callKeys.all, 'list'] });
    },
  });
}
