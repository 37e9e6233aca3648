import type { Scenario } from '@portal/shared/agents/scenarios';
import { useState } from 'react';
import { useSaveScenario } from '../api/save-scenario';
import { formStateOf, validateScenarioForm, type FieldErrors, type ScenarioFormState } from '../lib/scenario-form';

/**
 * The add/edit modal's state and save. Errors show once a save was tried and then follow every
 * change; a refused save keeps everything typed and says the server's reason.
 */
export function useScenarioForm(agentId: string, scenario: Scenario | null, onSaved: () => void) {
  const save = useSaveScenario(agentId);
  const [state, setState] = useState<ScenarioFormState>(() => formStateOf(scenario));
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const checked = validateScenarioForm(state);
  const errors: FieldErrors = tried && !checked.ok ? checked.errors : {};

  const update = (change: (current: ScenarioFormState) => ScenarioFormState) => setState(change);

  /** Returns the fields in error, so the modal can move focus to the first. */
  const submit = (): FieldErrors => {
    setTried(true);
    if (!checked.ok) return checked.errors;
    setServerError(null);
    save.mutate(
      { scenarioId: scenario?.id ?? null, input: checked.input },
      {
        onSuccess: onSaved,
        onError: (error) => setServerError(error.message),
      },
    );
    return {};
  };

  return { state, update, errors, serverError, saving: save.isPending, submit };
}
