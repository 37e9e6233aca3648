export { CallerPage as Component } from '../../features/callers/components/caller-page';
