export { ConnectPage as Component } from '../../features/connect/components/connect-page';
