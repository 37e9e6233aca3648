import type { ScenarioList } from '@portal/shared/agents/scenarios';
import { useState } from 'react';

/** The first scenario whose result (the draft's while there is one) failed. */
const firstFailing = (list: ScenarioList) =>
  list.scenarios.find((scenario) => {
    const result = list.draftSummary !== null ? scenario.draftResult : scenario.lastResult;
    return result !== null && !result.passed;
  })?.id;

/**
 * Which rows of the list are open: the first failing one when the page opens and again after
 * each Run all (`finished`, how many the last one ran), and any the owner opens; the others stay
 * one line each.
 */
export function useOpenRows(list: ScenarioList, finished: number | null) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const failing = firstFailing(list);
    return new Set(failing ? [failing] : []);
  });
  // Adjusted while rendering, not in an effect: the row opens in the same paint as the results.
  const [seenFinished, setSeenFinished] = useState(finished);
  if (finished !== seenFinished) {
    setSeenFinished(finished);
    const failing = finished !== null ? firstFailing(list) : undefined;
    if (failing && !open.has(failing)) setOpen(new Set([...open, failing]));
  }
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}
