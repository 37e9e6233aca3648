export { AnalyticsPage as Component } from '../../features/analytics/components/analytics-page';
