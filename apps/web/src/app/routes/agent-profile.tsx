export { AgentProfilePage as Component } from '../../features/agents/components/profile/agent-profile-page';
