export { WebhookEndpointPage as Component } from '../../features/integrations/components/webhook-endpoint-page';
