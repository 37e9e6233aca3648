import { Button, Group, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import type { AvailableNumber } from '@portal/shared/phone-numbers';
import type { PurchaseFlow } from '../hooks/use-purchase-flow';
import classes from './select-step.module.css';

/**
 * A place name the provider writes in capitals ("SALT LAKE CITY") as people write it ("Salt Lake
 * City"), each word, hyphenated part and part after an apostrophe capitalised. A state's code
 * ("HI") and a name already in mixed case ("McAllen") are kept as they are.
 */
export function placeName(name: string) {
  if (name !== name.toUpperCase() || /^[A-Z]{2,3}$/.test(name)) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'.-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Where the number is, for display: "Honolulu, HI", or the country when the provider says nothing. */
export const placeOf = (number: AvailableNumber) =>
  [number.locality, number.administrativeArea]
    .filter((part): part is string => !!part)
    .map(placeName)
    .join(', ') || 'United States';

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
        {/* A framed list whose last row fades out while more are below: a row cut at the edge
            reads as "scroll for more", not as the end. */}
        <div className={classes.results}>
          <ScrollArea.Autosize mah="var(--results-height)" type="scroll">
            <div className={classes.rows}>
              {flow.results.map((number) => (
                <Radio
                  key={number.phoneNumber}
                  value={number.phoneNumber}
                  label={formatPhoneNumber(number.phoneNumber)}
                  description={detailsOf(number)}
                  classNames={{ root: classes.row, inner: classes.rowRadio, label: classes.rowLabel }}
                />
              ))}
            </div>
          </ScrollArea.Autosize>
        </div>
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
