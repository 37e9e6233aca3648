import { NativeSelect, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import {
  SANDBOX_TRANSFER_BEHAVIOURS,
  SANDBOX_TRANSFER_LABELS,
  type SandboxTransferBehaviour,
} from '@portal/shared/agents/sandbox-transfers.plain';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { useSandboxTransfers, useSetSandboxTransfer } from '../api/sandbox-transfers';

const OPTIONS = SANDBOX_TRANSFER_BEHAVIOURS.map((value) => ({ value, label: SANDBOX_TRANSFER_LABELS[value] }));

/**
 * Nobody picks up a transfer in the sandbox: each destination answers unless the owner says it is
 * busy or does not answer, to hear the agent's fallback. Each choice is kept as soon as it is made.
 */
export function SandboxTransfersFieldset({ agentId }: { agentId: string }) {
  const transfers = useSandboxTransfers(agentId);
  const set = useSetSandboxTransfer(agentId);
  const destinations = transfers.data?.destinations ?? [];
  const titleId = useId();
  if (transfers.isError || (transfers.isSuccess && destinations.length === 0)) return null;
  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <div>
        <Text id={titleId} size="sm" fw={600}>
          When the agent transfers the call
        </Text>
        <Text size="xs" c="dimmed">
          {transfers.isPending ? 'Loading your transfer destinations...' : 'How each destination takes the call.'}
        </Text>
      </div>
      {destinations.map((destination) => (
        <NativeSelect
          key={destination.destinationId}
          label={`${destination.name}, ${formatPhoneNumber(destination.number)}`}
          data={OPTIONS}
          value={destination.behaviour}
          disabled={set.isPending}
          onChange={(event) =>
            set.mutate({
              destinationId: destination.destinationId,
              behaviour: event.currentTarget.value as SandboxTransferBehaviour,
            })
          }
        />
      ))}
      {set.isError && (
        <Text size="sm" c="red.9" role="alert">
          {set.error.message}
        </Text>
      )}
    </Stack>
  );
}
