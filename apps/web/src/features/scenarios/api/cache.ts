import { summariseScenarioList } from '@portal/shared/agents/scenarios.plain';
import type { Scenario, ScenarioList } from '@portal/shared/agents/scenarios';
import type { QueryClient } from '@tanstack/react-query';
import { scenarioKeys } from './keys';

type Change = (scenarios: Scenario[]) => Scenario[];

const titlesOf = (scenarios: Scenario[]) =>
  scenarios
    .map((scenario) => scenario.title.toLowerCase())
    .sort()
    .join('\n');

/**
 * Applies a change the server confirmed to the cached list and recounts the summaries the way the
 * server does (the draft's while the list has one), so a run's result shows at once without
 * reading every transcript again. Which suggestions the list lacks goes by the titles, and only
 * the server knows the suggestions: when the titles change, the list is read again for it.
 */
export function updateCachedScenarios(queryClient: QueryClient, agentId: string, change: Change) {
  let titlesChanged = false;
  queryClient.setQueryData<ScenarioList>(scenarioKeys.list(agentId), (list) => {
    if (!list) return list;
    const scenarios = change(list.scenarios);
    titlesChanged = titlesOf(scenarios) !== titlesOf(list.scenarios);
    return { ...list, scenarios, ...summariseScenarioList(scenarios, list.draftSummary !== null) };
  });
  if (titlesChanged) void queryClient.invalidateQueries({ queryKey: scenarioKeys.list(agentId) });
}

export const replaceScenario =
  (next: Scenario): Change =>
  (scenarios) =>
    scenarios.map((scenario) => (scenario.id === next.id ? next : scenario));
