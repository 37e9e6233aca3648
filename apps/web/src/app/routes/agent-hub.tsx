import { AgentHubPage } from '../../features/agents/components/hub/agent-hub-page';
import { RecentCallsTile } from '../../features/calls/components/recent-calls-tile';
import { ScenariosHubCard } from '../../features/scenarios/components/scenarios-hub-card';
import { SimulateCallHubCard } from '../../features/scenarios/components/simulate-call-hub-card';

/**
 * The hub, with the test scenarios' tiles from their own feature (the simulated call only in the
 * sandbox) and the agent's last calls from the calls feature.
 */
export function Component() {
  return (
    <AgentHubPage
      tiles={(agent) => (
        <>
          <ScenariosHubCard agentId={agent.id} />
          <SimulateCallHubCard agentId={agent.id} agentName={agent.agentName} />
          <RecentCallsTile agentId={agent.id} timeZone={agent.timezone} />
        </>
      )}
    />
  );
}
