import { Button, Stack, Text, Title } from '@mantine/core';
import { WEBHOOK_ENDPOINT_NOT_FOUND } from '@portal/shared/webhooks.plain';
import { Link, useParams } from 'wouter';
import { LoadError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { BackLink } from '../../../components/ui/back-link';
import { DeleteWebhookEndpoint } from './delete-webhook-endpoint';
import { DeliveryLog } from './delivery-log';
import { WebhookEndpointFacts } from './webhook-endpoint-facts';
import { WebhookEndpointHeader } from './webhook-endpoint-header';

const back = <BackLink to={paths.integrations}>Back to Integrations</BackLink>;

/** An endpoint that is not (or no longer) the owner's: said plainly, with the way back. */
function EndpointNotFound() {
  return (
    <Stack gap="lg" align="flex-start">
      {back}
      <Title order={1}>Endpoint not found</Title>
      <Text>{WEBHOOK_ENDPOINT_NOT_FOUND}</Text>
      <Button component={Link} to={paths.integrations} variant="default">
        See your integrations
      </Button>
    </Stack>
  );
}

/**
 * /account/integrations/webhooks/:endpointId: one webhook endpoint, as a payments dashboard shows
 * one: its address, status and changes on top, its events and signing secret, its delivery log
 * (with Send test event), and Delete at the end. The endpoint is found in the owner's list (the
 * page is served with it); its log is read only once the endpoint is known to be theirs.
 */
export function WebhookEndpointPage() {
  const { endpointId = '' } = useParams<{ endpointId: string }>();
  const list = useWebhookEndpoints();
  if (list.isPending) {
    return (
      <Stack gap="lg">
        {back}
        <PageLoading label="Loading the endpoint..." />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Stack gap="lg">
        {back}
        <LoadError title="Could not load this endpoint" query={list} />
      </Stack>
    );
  }
  const endpoint = list.data.endpoints.find((each) => each.id === endpointId);
  if (!endpoint) return <EndpointNotFound />;
  return (
    <Stack gap="lg">
      {back}
      <WebhookEndpointHeader endpoint={endpoint} timeZone={list.data.timezone} />
      <WebhookEndpointFacts endpoint={endpoint} timeZone={list.data.timezone} />
      <DeliveryLog endpoint={endpoint} />
      <DeleteWebhookEndpoint endpoint={endpoint} />
    </Stack>
  );
}
