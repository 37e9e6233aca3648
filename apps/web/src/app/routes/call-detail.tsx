export { CallDetailPage as Component } from '../../features/calls/components/call-detail-page';
