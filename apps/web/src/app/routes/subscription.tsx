export { SubscriptionOverviewPage as Component } from '../../features/subscription/components/subscription-overview-page';
