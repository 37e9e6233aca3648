export { ScenariosPage as Component } from '../../features/scenarios/components/scenarios-page';
