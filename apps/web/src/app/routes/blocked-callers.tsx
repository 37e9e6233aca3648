export { BlockedCallersPage as Component } from '../../features/blocked-callers/components/blocked-callers-page';
