import { Stack, Text, Title } from '@mantine/core';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../lib/paths';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/**
 * /account/integrations: how the owner connects the portal to their other tools, one card per way
 * of connecting, one under the other: API keys for tools that ask the portal, webhooks for tools
 * the portal tells.
 */
export function IntegrationsPage() {
  return (
    <Stack gap="lg">
      <BackLink to={paths.account}>Back to Account</BackLink>
      <div>
        <Title order={1}>Integrations</Title>
        <Text c="dimmed" mt={4}>
          Connect the portal to your other tools with API keys and webhooks.
        </Text>
      </div>
      <ApiKeysSection />
      <WebhooksSection />
    </Stack>
  );
}
