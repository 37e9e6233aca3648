export { AgentVersionsPage as Component } from '../../features/agent-versions/components/versions-page';
