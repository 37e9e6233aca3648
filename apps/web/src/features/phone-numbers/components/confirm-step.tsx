import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatPhoneNumber } from '@portal/shared/phone-number-labels';
import type { PurchaseFlow } from '../hooks/use-purchase-flow';
import { placeOf } from './select-step';

/** Step 3: the chosen number and 'Buy Number'; a failure stays here with its message. */
export function ConfirmStep({ flow }: { flow: PurchaseFlow }) {
  const chosen = flow.chosen;
  if (!chosen) return null;
  const cost = chosen.monthlyCost ? `$${chosen.monthlyCost} per month` : null;
  return (
    <Stack gap="sm">
      <Text>You are about to buy this number:</Text>
      <Text fw={700} size="xl" data-testid="confirm-number">
        {formatPhoneNumber(chosen.phoneNumber)}
      </Text>
      <Text c="dimmed" size="sm">
        {placeOf(chosen)}
        {cost ? ` · ${cost}` : ''}
      </Text>
      {flow.purchaseError && (
        <Alert color="red" variant="light" role="alert" title="The number was not bought">
          {flow.purchaseError}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={flow.back} disabled={flow.purchasing}>
          Back
        </Button>
        <Button onClick={flow.buy} loading={flow.purchasing}>
          Buy Number
        </Button>
      </Group>
    </Stack>
  );
}
