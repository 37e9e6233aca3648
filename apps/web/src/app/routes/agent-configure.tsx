export { AgentConfigurePage as Component } from '../../features/agent-config/components/configure-page';
