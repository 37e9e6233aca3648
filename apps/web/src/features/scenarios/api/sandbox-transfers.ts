import type { SandboxTransferBehaviour } from '@portal/shared/agents/sandbox-transfers.plain';
import type { SandboxTransfer, SandboxTransferList } from '@portal/shared/agents/simulated-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const path = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/sandbox-transfers`;
const key = (agentId: string) => ['agents', agentId, 'sandbox-transfers'] as const;

/** How each of the agent's transfer destinations takes a call on the emulated platform. */
export const useSandboxTransfers = (agentId: string) =>
  useQuery({ queryKey: key(agentId), queryFn: () => api<SandboxTransferList>(path(agentId)) });

export function useSetSandboxTransfer(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ destinationId, behaviour }: { destinationId: string; behaviour: SandboxTransferBehaviour }) =>
      api<SandboxTransfer>(`${path(agentId)}/${encodeURIComponent(destinationId)}`, {
        method: 'PUT',
        json: { behaviour },
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<SandboxTransferList>(key(agentId), (list) =>
        list
          ? {
              destinations: list.destinations.map((entry) =>
                entry.destinationId === saved.destinationId ? saved : entry,
              ),
            }
          : list,
      ),
  });
}
