import type { Scenario } from '@portal/shared/agents/scenarios';
import { useEffect, useRef, useState } from 'react';
import { useRunScenario } from '../api/run-scenario';

export type RunAllProgress = { position: number; total: number; title: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'The run failed.');

/**
 * Runs scenarios one at a time (one, or all in order). A run that fails is noted on its scenario
 * and the others still run; leaving the page stops the sequence.
 */
export function useScenarioRuns(agentId: string) {
  const run = useRunScenario(agentId);
  const [runningId, setRunningId] = useState<string | null>(null);
  const [progress, setProgress] = useState<RunAllProgress | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** How many the last Run all ran, said once it is over. */
  const [finished, setFinished] = useState<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const runOne = async (scenario: Pick<Scenario, 'id'>) => {
    setRunningId(scenario.id);
    setErrors(({ [scenario.id]: _cleared, ...rest }) => rest);
    try {
      await run.mutateAsync(scenario.id);
    } catch (error) {
      setErrors((current) => ({ ...current, [scenario.id]: messageOf(error) }));
    } finally {
      setRunningId(null);
    }
  };

  const runAll = async (scenarios: Pick<Scenario, 'id' | 'title'>[]) => {
    setFinished(null);
    for (const [index, scenario] of scenarios.entries()) {
      if (!mounted.current) return;
      setProgress({ position: index + 1, total: scenarios.length, title: scenario.title });
      await runOne(scenario);
    }
    setProgress(null);
    setFinished(scenarios.length);
  };

  return {
    runOne: (scenario: Pick<Scenario, 'id'>) => void runOne(scenario),
    runAll: (scenarios: Pick<Scenario, 'id' | 'title'>[]) => void runAll(scenarios),
    // Between two runs of Run all nothing is running, yet the sequence is still busy.
    busy: runningId !== null || progress !== null,
    runningId,
    progress,
    errors,
    finished,
  };
}
