import type { Ok } from '@portal/shared/api';
import type { Cockpit } from '@portal/shared/go-live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { goLiveKeys } from './keys';

export const dismissAlert = (agentId: string) =>
  api<Ok>(`/cockpit/alerts/${encodeURIComponent(agentId)}/dismiss`, { method: 'POST' });

/** Hides an agent's 'stopped answering' alert; the cached cockpit drops it once the server agrees. */
export function useDismissAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAlert,
    onSuccess: (_ok, agentId) =>
      queryClient.setQueryData<Cockpit>(
        goLiveKeys.cockpit(),
        (cockpit) => cockpit && { ...cockpit, alerts: cockpit.alerts.filter((alert) => alert.agentId !== agentId) },
      ),
  });
}
