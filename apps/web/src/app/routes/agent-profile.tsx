import { AgentProfilePage } from '../../features/agents/components/profile/agent-profile-page';
import { KnowledgeGapsTile } from '../../features/knowledge-gaps/components/knowledge-gaps-tile';

/** The profile overview, with the questions the agent could not answer from the knowledge-gaps feature. */
export function Component() {
  return <AgentProfilePage tiles={(agent) => <KnowledgeGapsTile agentId={agent.id} timeZone={agent.timezone} />} />;
}
