import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { AREA_CODE_MAX_LENGTH, cleanAreaCode, hasSearchCriteria } from '@portal/shared/phone-numbers.plain';
import type { FormEvent } from 'react';
import type { PurchaseFlow } from '../hooks/use-purchase-flow';

/** Step 1: area code (digits only, at most 3), city and state; at least one is needed. */
export function SearchStep({ flow }: { flow: PurchaseFlow }) {
  const { criteria, setCriteria, notice, searching } = flow;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.runSearch();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Search US numbers that can take voice calls. Fill in at least one field.
        </Text>
        <TextInput
          label="Area Code"
          placeholder="e.g. 512"
          inputMode="numeric"
          maxLength={AREA_CODE_MAX_LENGTH}
          value={criteria.areaCode}
          onChange={(event) => setCriteria({ ...criteria, areaCode: cleanAreaCode(event.currentTarget.value) })}
          data-autofocus
        />
        <TextInput
          label="City"
          placeholder="e.g. Austin"
          maxLength={60}
          value={criteria.city}
          onChange={(event) => setCriteria({ ...criteria, city: event.currentTarget.value })}
        />
        <TextInput
          label="State"
          placeholder="e.g. TX or Texas"
          maxLength={40}
          value={criteria.state}
          onChange={(event) => setCriteria({ ...criteria, state: event.currentTarget.value })}
        />
        {notice && (
          <Alert
            color={notice.kind === 'error' ? 'red' : 'gray'}
            variant="light"
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!hasSearchCriteria(criteria) || searching} loading={searching}>
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
