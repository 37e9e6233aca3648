import type { Scenario } from '@portal/shared/agents/scenarios';
import { useState } from 'react';

type Editing = { scenario: Scenario | null; opened: boolean; session: number };

/**
 * Which scenario the modal edits (null: a new one). The scenario stays set while the modal
 * closes, so its content does not vanish mid-transition; each opening starts a fresh form.
 */
export function useScenarioEditor() {
  const [editing, setEditing] = useState<Editing>({ scenario: null, opened: false, session: 0 });
  return {
    ...editing,
    open: (scenario: Scenario | null) =>
      setEditing((current) => ({ scenario, opened: true, session: current.session + 1 })),
    close: () => setEditing((current) => ({ ...current, opened: false })),
  };
}
