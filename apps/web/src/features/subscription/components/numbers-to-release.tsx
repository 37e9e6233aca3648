import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { planInSentence } from '@portal/shared/plans.plain';
import type { SubscriptionView } from '@portal/shared/subscription';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * After a move to a smaller plan: which numbers to release to fit it (the newest, so the first
 * ones bought stay). They keep answering meanwhile; no new number can be bought until then.
 */
export function NumbersToRelease({ view }: { view: SubscriptionView }) {
  const extra = view.numbersToRelease;
  if (extra.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title="More phone numbers than your plan includes" role="status">
      <Stack gap="xs">
        <Text size="sm">
          {`The ${planInSentence(view.planName)} includes ${plural(view.phoneNumbersIncluded, 'phone number', 'phone numbers')} and you have ${view.phoneNumbersAssigned}. Release ${extra.length === 1 ? 'this one' : `these ${extra.length}`} to fit your plan (they keep answering until you do):`}
        </Text>
        <List size="sm">
          {extra.map((number) => (
            <List.Item key={number.id}>{formatPhoneNumber(number.phoneNumber)}</List.Item>
          ))}
        </List>
        <Anchor component={Link} to={paths.phoneNumbers} size="sm">
          Go to Phone Numbers
        </Anchor>
      </Stack>
    </Alert>
  );
}
