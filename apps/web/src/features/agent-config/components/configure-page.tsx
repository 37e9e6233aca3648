import { AgentGate } from '../../../components/agents/agent-gate';
import { PageMessagesProvider } from '../hooks/page-messages';
import { ConfigureView } from './configure-view';

/** /agent/:agentId/configure: every card of Personality, Brain and Responsibilities. */
export function AgentConfigurePage() {
  return (
    <AgentGate
      title="Agent Configuration"
      loading="Loading Agent Configuration..."
      loadError="Could not load agent data."
    >
      {(agent) => (
        <PageMessagesProvider>
          <ConfigureView agent={agent} />
        </PageMessagesProvider>
      )}
    </AgentGate>
  );
}
