import { Alert, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlanOffer } from '@portal/shared/billing-actions';
import { planInSentence } from '@portal/shared/plans.plain';
import { usePlanOffers } from '../api/get-plan-offers';
import type { BillingActions } from '../hooks/use-billing-actions';
import { allowanceText, perInterval } from '../lib/overview-values';

function Offer({ offer, actions }: { offer: PlanOffer; actions: BillingActions }) {
  const titleId = `plan-${offer.plan.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4" id={titleId}>
          {offer.plan}
        </Title>
        <Text fw={700} size="lg">
          {perInterval(offer) ?? 'Price shown at checkout'}
        </Text>
        <Text size="sm">{allowanceText(offer)}</Text>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {offer.description}
        </Text>
        <Button
          onClick={() => actions.choosePlan(offer.plan)}
          loading={actions.choosingPlan === offer.plan}
          disabled={actions.busy && actions.choosingPlan !== offer.plan}
        >
          Choose {offer.plan}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Upgrade Plan on Free: the plans on sale with Stripe's prices; choosing one opens Checkout. */
export function PlanPicker({
  opened,
  actions,
  currentPlan,
}: {
  opened: boolean;
  actions: BillingActions;
  currentPlan: string;
}) {
  const offers = usePlanOffers(opened);
  return (
    <Modal
      opened={opened}
      onClose={actions.closePlans}
      title="Choose a plan"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnEscape={!actions.busy}
      closeOnClickOutside={!actions.busy}
    >
      <Stack gap="md">
        <Text size="sm">
          You are on the {planInSentence(currentPlan)}. Payment is taken securely by Stripe; you can change or cancel at
          any time with Manage Billing.
        </Text>
        {offers.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Loading plans...</Text>
          </Group>
        ) : offers.error ? (
          <Alert color="red" variant="light" role="alert">
            {`Could not load the plans: ${offers.error.message}`}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {offers.data.map((offer) => (
              <Offer key={offer.plan} offer={offer} actions={actions} />
            ))}
          </SimpleGrid>
        )}
        {actions.planError && (
          <Alert color="red" variant="light" role="alert">
            {actions.planError}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
