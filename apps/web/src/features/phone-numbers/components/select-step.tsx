import { Button, Group, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import type { AvailableNumber } from '@portal/shared/phone-numbers';
import type { PurchaseFlow } from '../hooks/use-purchase-flow';

export const placeOf = (number: AvailableNumber) =>
  [number.locality, number.administrativeArea].filter(Boolean).join(', ') || 'United States';

/** The provider's monthly price in its currency ("$1.00 per month"), or null when it gave none. */
export function monthlyPriceOf(number: AvailableNumber) {
  if (!number.monthlyCost) return null;
  const amount = Number(number.monthlyCost);
  if (!Number.isFinite(amount)) return null;
  try {
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: number.currency ?? 'USD' });
    return `${price.format(amount)} per month`;
  } catch {
    // A currency code the browser does not know: the provider's own words.
    return `${number.monthlyCost} ${number.currency} per month`;
  }
}

const detailsOf = (number: AvailableNumber) => [placeOf(number), monthlyPriceOf(number)].filter(Boolean).join(' · ');

/** Step 2: one of the (at most 15) numbers found. */
export function SelectStep({ flow }: { flow: PurchaseFlow }) {
  return (
    <Stack gap="sm">
      <Radio.Group
        label={`${flow.results.length} number${flow.results.length === 1 ? '' : 's'} found`}
        description="Choose the number you want."
        value={flow.selected}
        onChange={flow.select}
      >
        <ScrollArea.Autosize mah={320} mt="xs" type="auto">
          <Stack gap="xs">
            {flow.results.map((number) => (
              <Radio
                key={number.phoneNumber}
                value={number.phoneNumber}
                label={formatPhoneNumber(number.phoneNumber)}
                description={detailsOf(number)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        Not what you need? Go back and search again.
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={flow.back}>
          Back
        </Button>
        <Button onClick={flow.toConfirm} disabled={!flow.selected}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
