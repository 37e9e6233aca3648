export { IntegrationsPage as Component } from '../../features/integrations/components/integrations-page';
