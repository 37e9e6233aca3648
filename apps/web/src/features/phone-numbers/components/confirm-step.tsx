import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { agentChoices } from '../hooks/use-assignment';
import type { PurchaseFlow } from '../hooks/use-purchase-flow';
import { monthlyPriceOf, placeOf } from './select-step';

/** Who will answer the number: asked among several agents, said for the only one. */
function AnsweringAgent({ flow }: { flow: PurchaseFlow }) {
  const { agent } = flow;
  if (agent.asks) {
    return (
      <NativeSelect
        label="Agent who answers this number"
        data={agentChoices(agent.agents)}
        value={agent.value}
        onChange={(event) => agent.choose(event.currentTarget.value)}
        disabled={flow.purchasing}
      />
    );
  }
  if (!agent.onlyAgent) return null;
  return <Text size="sm">{`${agent.onlyAgent.label} will answer this number.`}</Text>;
}

/** Step 3: the chosen number, the agent that answers it and 'Buy Number'; a failure stays here with its message. */
export function ConfirmStep({ flow }: { flow: PurchaseFlow }) {
  const chosen = flow.chosen;
  if (!chosen) return null;
  const cost = monthlyPriceOf(chosen);
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
      <AnsweringAgent flow={flow} />
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
