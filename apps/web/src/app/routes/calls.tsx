export { CallsPage as Component } from '../../features/calls/components/calls-page';
