import { Button, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { newListId } from '@portal/shared/agents/agent.plain';
import {
  NO_ANSWER_SECONDS_MAX,
  NO_ANSWER_SECONDS_MIN,
  TRANSFER_DESTINATIONS_MAX,
  type TransferDestination,
} from '@portal/shared/agents/transfers.plain';
import { useController, useFieldArray, useWatch } from 'react-hook-form';
import IconPlus from '~icons/tabler/plus';
import { DestinationFields } from './destination-fields';
import type { EditorProps } from './editor-props';
import { TaskToggle } from './task-toggle';

const RING_SECONDS = [10, 15, 20, 25, 30, 45, 60]
  .filter((seconds) => seconds >= NO_ANSWER_SECONDS_MIN && seconds <= NO_ANSWER_SECONDS_MAX)
  .map((seconds) => ({ value: String(seconds), label: `${seconds} seconds` }));

/** A new destination: the first is the front desk for anyone who asks for a person. */
function blankDestination(taken: readonly string[]): TransferDestination {
  const first = taken.length === 0;
  return {
    id: newListId('d', taken),
    name: first ? 'Front desk' : '',
    countryCode: '+1',
    number: '',
    reason: first ? 'The caller asks for a person.' : '',
    ringWhen: 'open_hours',
    hours: null,
  };
}

/**
 * Call Forwarding: up to five destinations, each with its reason and when it may ring; whether the
 * person who answers hears who is calling first (warm) or not (cold); and how long a warm transfer
 * waits for someone before the agent takes a message instead.
 */
export function CallForwardingEditor(_props: EditorProps) {
  const active = useWatch({ name: 'callForwardingActive' }) as boolean;
  const { fields, append, remove } = useFieldArray({ name: 'transferDestinations', keyName: 'key' });
  const destinations = fields as unknown as (TransferDestination & { key: string })[];
  const add = () => append(blankDestination(destinations.map((destination) => destination.id)));
  return (
    <Stack gap="md">
      <TaskToggle
        name="callForwardingActive"
        label="Enable call forwarding"
        description={
          active ? 'The agent transfers callers to the right person.' : 'Off: the agent never transfers calls.'
        }
        onToggle={(on) => {
          if (on && destinations.length === 0) add();
        }}
      />
      {active && (
        <>
          {destinations.map((destination, index) => (
            <DestinationFields
              key={destination.key}
              index={index}
              onRemove={destinations.length > 1 ? () => remove(index) : null}
            />
          ))}
          {destinations.length < TRANSFER_DESTINATIONS_MAX && (
            <Group>
              <Button variant="light" leftSection={<IconPlus width={16} height={16} aria-hidden />} onClick={add}>
                Add a destination
              </Button>
            </Group>
          )}
          <TransferMode />
        </>
      )}
    </Stack>
  );
}

function TransferMode() {
  const { field: mode } = useController({ name: 'transferMode' });
  const { field: seconds } = useController({ name: 'transferNoAnswerSeconds' });
  return (
    <>
      <Radio.Group label="How to transfer" value={mode.value as string} onChange={mode.onChange}>
        <Stack gap="xs" mt="xs">
          <Radio
            value="warm"
            label="Warm: introduce the caller first"
            description="The person who answers hears who is calling and why, then the caller is put through."
          />
          <Radio value="cold" label="Cold: put the caller straight through" />
        </Stack>
      </Radio.Group>
      {mode.value === 'warm' && (
        <NativeSelect
          label="If nobody answers"
          description="After this long the caller is told nobody is free, and the agent takes a message."
          data={RING_SECONDS}
          value={String(seconds.value)}
          onChange={(event) => seconds.onChange(Number(event.currentTarget.value))}
        />
      )}
    </>
  );
}
