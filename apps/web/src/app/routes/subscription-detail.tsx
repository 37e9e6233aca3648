export { SubscriptionDetailPage as Component } from '../../features/subscription/components/subscription-detail-page';
