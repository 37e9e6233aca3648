export { AgentHubPage as Component } from '../../features/agents/components/hub/agent-hub-page';
