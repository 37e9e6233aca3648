import { simulatedCallInputSchema, type SimulatedCallInput } from '@portal/shared/agents/simulated-calls';
import type { Scenario } from '@portal/shared/agents/scenarios';
import { useState } from 'react';
import { useSimulateCall } from '../api/simulate-call';
import { splitCallerLines } from '../lib/caller-lines';

/** The choice that stands for the owner's own lines rather than a scenario's. */
export const OWN_LINES = 'own-lines';

export type SimulateCallErrors = { callerLines?: string; callerNumber?: string };

/** The shared schema's messages by field; a line's own message says which line it is about. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): SimulateCallErrors {
  const errors: SimulateCallErrors = {};
  for (const { path, message } of issues) {
    const [field, index] = path;
    if (field === 'callerNumber') errors.callerNumber ??= message;
    if (field === 'callerLines')
      errors.callerLines ??= typeof index === 'number' ? `Line ${index + 1}: ${message}` : message;
  }
  return errors;
}

/**
 * What the pretend caller says (a scenario's caller turns, or lines the owner types) and from
 * which number; checked with the server's own schema before the call is placed.
 */
export function useSimulateCallForm(agentId: string, scenarios: Scenario[]) {
  const call = useSimulateCall(agentId);
  const [picked, setPicked] = useState<string | null>(null);
  const [typedLines, setTypedLines] = useState('');
  const [callerNumber, setCallerNumber] = useState('');
  const [errors, setErrors] = useState<SimulateCallErrors>({});
  // Until the owner picks, the first scenario (the list may still be loading when the panel opens).
  const choice = picked ?? scenarios[0]?.id ?? OWN_LINES;
  const scenario = scenarios.find((candidate) => candidate.id === choice) ?? null;

  const submit = () => {
    const input: SimulatedCallInput = {
      callerLines: scenario ? scenario.callerTurns : splitCallerLines(typedLines),
      ...(callerNumber.trim() ? { callerNumber: callerNumber.trim() } : {}),
    };
    const checked = simulatedCallInputSchema.safeParse(input);
    const found = checked.success ? {} : errorsOf(checked.error.issues);
    setErrors(found);
    if (checked.success) call.mutate(input);
    return found;
  };

  return {
    call,
    choice: scenario ? scenario.id : OWN_LINES,
    scenario,
    typedLines,
    callerNumber,
    errors,
    pick: (value: string) => {
      setPicked(value);
      setErrors({});
    },
    setTypedLines,
    setCallerNumber,
    submit,
  };
}

export type SimulateCallForm = ReturnType<typeof useSimulateCallForm>;
