export { AccountOverviewPage as Component } from '../../features/account/components/account-overview-page';
