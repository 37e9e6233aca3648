import { notifications } from '@mantine/notifications';
import type { PhoneNumber } from '@portal/shared/phone-numbers';
import { useState } from 'react';
import type { AgentOption } from '../../../lib/agents/get-agents';
import { useAssignNumber } from '../api/assign-number';
import { errorText } from '../errors';

/** The select's value for "no agent". */
export const NO_AGENT = '';

/** An agent select's choices: "No agent", then the owner's agents. */
export const agentChoices = (agents: readonly AgentOption[]) => [{ value: NO_AGENT, label: 'No agent' }, ...agents];

/** The agent id a select's value stands for; null for "No agent". */
export const agentIdOf = (value: string) => (value === NO_AGENT ? null : value);

/**
 * One number's agent select: a change enables Save; Save writes it; on failure
 * the select returns to the saved value and the error is shown.
 */
export function useAssignment(number: PhoneNumber) {
  const saved = number.assignedAgentId ?? NO_AGENT;
  // The user's unsaved choice; null shows the saved value (which a refetch may change).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignNumber();
  const value = draft ?? saved;

  const save = () => {
    setError(null);
    assign.mutate(
      { id: number.id, agentId: agentIdOf(value) },
      {
        onSuccess: () => {
          setDraft(null);
          notifications.show({ color: 'green', message: 'Assignment saved.' });
        },
        onError: (failure) => {
          setDraft(null);
          setError(errorText(failure));
        },
      },
    );
  };

  return {
    value,
    change: (next: string) => {
      setDraft(next);
      setError(null);
    },
    dirty: value !== saved,
    saving: assign.isPending,
    error,
    save,
  };
}
