import { summariseScenarioList } from '@portal/shared/agents/scenarios.plain';
import type { Scenario, ScenarioList } from '@portal/shared/agents/scenarios';
import type { QueryClient } from '@tanstack/react-query';
import { scenarioKeys } from './keys';

type Change = (scenarios: Scenario[]) => Scenario[];

/**
 * Applies a change the server confirmed to the cached list and recounts the summaries the way the
 * server does (the draft's while the list has one), so a run's result shows at once without
 * reading every transcript again.
 */
export function updateCachedScenarios(queryClient: QueryClient, agentId: string, change: Change) {
  queryClient.setQueryData<ScenarioList>(scenarioKeys.list(agentId), (list) => {
    if (!list) return list;
    const scenarios = change(list.scenarios);
    return { scenarios, ...summariseScenarioList(scenarios, list.draftSummary !== null) };
  });
}

export const replaceScenario =
  (next: Scenario): Change =>
  (scenarios) =>
    scenarios.map((scenario) => (scenario.id === next.id ? next : scenario));
