import type { Scenario } from '@portal/shared/agents/scenarios';
import { useState } from 'react';
import { useDeleteScenario } from '../api/delete-scenario';

/** A delete behind the confirm dialog: the dialog keeps the error and cannot close mid-request. */
export function useScenarioDeletion(agentId: string) {
  const remove = useDeleteScenario(agentId);
  const [target, setTarget] = useState<Scenario | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    target,
    opened,
    busy: remove.isPending,
    error: remove.isError ? remove.error.message : null,
    open: (scenario: Scenario) => {
      remove.reset();
      setTarget(scenario);
      setOpened(true);
    },
    close: () => {
      if (!remove.isPending) setOpened(false);
    },
    confirm: () => {
      if (target) remove.mutate(target.id, { onSuccess: () => setOpened(false) });
    },
  };
}
