import { Anchor, Button, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import IconPlus from '~icons/tabler/plus';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';
import { VERIFY_GUIDE } from '../lib/webhook-guide';
import { WebhookEndpointTable } from './webhook-endpoint-table';
import classes from './list-card.module.css';

const AddWebhookEndpointModal = lazyOverlay(() =>
  import('./integration-dialogs').then((module) => module.AddWebhookEndpointModal),
);

/**
 * The Webhooks card, under the API keys and laid out as they are: what a webhook is for and Add
 * endpoint on top, a row per endpoint under it, each opening the endpoint's page. The add dialog's
 * code loads when it is first opened.
 */
export function WebhooksSection() {
  const [adding, setAdding] = useState(false);
  return (
    <Paper component="section" withBorder radius="md" className={classes.card} aria-labelledby="webhooks-title">
      <div className={classes.header}>
        <Title order={2} size="h3" id="webhooks-title" className={classes.title}>
          Webhooks
        </Title>
        {/* A card's action in its title row is secondary, as Manage Agents and Edit Profile are. */}
        <Button
          variant="default"
          className={classes.action}
          leftSection={<IconPlus width={16} height={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          Add endpoint
        </Button>
        <Text size="sm" c="dimmed" className={classes.about}>
          Send events to your other tools as they happen, such as Zapier, Make or your CRM: a call ended, an appointment
          booked, a message taken. Each delivery is signed, so your tool can check it came from the portal (
          <Anchor href={VERIFY_GUIDE} underline="always" inherit>
            How to verify a delivery
          </Anchor>
          ).
        </Text>
      </div>
      <div className={classes.list}>
        <WebhookEndpointTable />
      </div>
      <AddWebhookEndpointModal opened={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}
