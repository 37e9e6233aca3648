import { scenariosPath } from '@portal/shared/api-reads/agents.plain';

/** Query keys of the test scenarios; the page and the hub's tile read the same list. */
export const scenarioKeys = {
  all: ['scenarios'] as const,
  list: (agentId: string) => [...scenarioKeys.all, 'list', agentId] as const,
};

export const scenarioPath = (agentId: string, scenarioId: string) =>
  `${scenariosPath(agentId)}/${encodeURIComponent(scenarioId)}`;
