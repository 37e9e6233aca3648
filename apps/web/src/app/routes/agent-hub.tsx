import { AgentHubPage } from '../../features/agents/components/hub/agent-hub-page';
import { ScenariosHubCard } from '../../features/scenarios/components/scenarios-hub-card';

/** The hub, with the test scenarios' tile from their own feature. */
export function Component() {
  return <AgentHubPage tiles={(agent) => <ScenariosHubCard agentId={agent.id} />} />;
}
