export { AgentsPage as Component } from '../../features/agents/components/list/agents-page';
