export { AccountDetailPage as Component } from '../../features/account/components/account-detail-page';
