import { AgentHubPage } from '../../features/agents/components/hub/agent-hub-page';
import { RecentCallsTile } from '../../features/calls/components/recent-calls-tile';
import { KnowledgeGapsTile } from '../../features/knowledge-gaps/components/knowledge-gaps-tile';
import { ScenariosHubCard } from '../../features/scenarios/components/scenarios-hub-card';
import { SimulateCallHubCard } from '../../features/scenarios/components/simulate-call-hub-card';

/**
 * The hub, with the agent's last calls from the calls feature under its go-live card, and beside
 * them the test scenarios' tiles (the simulated call only in the sandbox) and the questions the
 * agent could not answer.
 */
export function Component() {
  return (
    <AgentHubPage
      tiles={(agent) => ({
        main: <RecentCallsTile agentId={agent.id} timeZone={agent.timezone} />,
        side: (
          <>
            <ScenariosHubCard agentId={agent.id} draft={agent.draftChanges > 0} />
            <SimulateCallHubCard agentId={agent.id} agentName={agent.agentName} />
            <KnowledgeGapsTile agentId={agent.id} timeZone={agent.timezone} />
          </>
        ),
      })}
    />
  );
}
