export { CallersPage as Component } from '../../features/callers/components/callers-page';
