import { Checkbox, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { URGENT_INFO_CHOICES } from '@portal/shared/agents/options.plain';
import { urgentDestination } from '@portal/shared/agents/transfers.plain';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { EditorProps } from './editor-props';
import { TaskToggle } from './task-toggle';
import { TextField } from './text-field';

/** Urgent Matters: what counts as urgent, what to do, and what to collect. */
export function UrgentMattersEditor({ card, agent }: EditorProps) {
  const { getValues, setValue } = useFormContext();
  const enabled = useWatch({ name: 'urgentMattersEnabled' }) as boolean;
  // Turning the task on starts from the gentler action.
  const onToggle = (on: boolean) => {
    if (on && !getValues('urgentMattersAction')) setValue('urgentMattersAction', 'take_message');
  };
  return (
    <Stack gap="md">
      <TaskToggle
        name="urgentMattersEnabled"
        label="Enable urgent matters"
        description={enabled ? card.description : 'Off: urgent calls are handled like any other call.'}
        onToggle={onToggle}
      />
      {enabled && (
        <>
          <TextField
            name="urgentMattersSituations"
            label="Urgent situations"
            context={card.title}
            placeholder="E.g., A burst pipe, no heat in winter, a gas smell."
          />
          <ActionChoice destinations={agent.transferDestinations} />
          <InfoToCollect />
        </>
      )}
    </Stack>
  );
}

/** Urgent calls forward to one of the Call Forwarding card's destinations (the first unless chosen). */
function ActionChoice({ destinations }: { destinations: Agent['transferDestinations'] }) {
  const { field } = useController({ name: 'urgentMattersAction' });
  const { field: destination } = useController({ name: 'urgentMattersDestinationId' });
  const hasNumber = destinations.length > 0;
  const chosen = urgentDestination(destinations, destination.value as string | null);
  return (
    <>
      <Radio.Group
        label="What should the agent do?"
        value={(field.value as string | null) ?? ''}
        onChange={field.onChange}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="take_message"
            label="Take a message"
            description="Collect the details and mark the message urgent."
          />
          <Radio
            value="forward_call"
            label="Forward the call"
            description={
              hasNumber
                ? 'Transfer the caller right away, during the hours that destination may ring.'
                : 'Needs a destination in Call Forwarding; until then the agent takes a message.'
            }
          />
        </Stack>
      </Radio.Group>
      {field.value === 'forward_call' && destinations.length > 1 && (
        <NativeSelect
          label="Transfer urgent calls to"
          data={destinations.map((item) => ({ value: item.id, label: `${item.name}, ${item.display}` }))}
          value={chosen?.id ?? ''}
          onChange={(event) => destination.onChange(event.currentTarget.value)}
        />
      )}
    </>
  );
}

function InfoToCollect() {
  const { field } = useController({ name: 'urgentMattersInfoToCollect' });
  const { field: other } = useController({ name: 'urgentMattersInfoToCollectOther' });
  const chosen = field.value as string[];
  return (
    <Stack gap="xs">
      <Checkbox.Group label="Information to collect" value={chosen} onChange={field.onChange}>
        <Group gap="md" mt="xs">
          {URGENT_INFO_CHOICES.map((choice) => (
            <Checkbox key={choice} value={choice} label={choice} />
          ))}
        </Group>
      </Checkbox.Group>
      {chosen.includes('Other') && (
        <TextInput
          label="Other information to collect"
          placeholder="E.g., The address of the property"
          value={(other.value as string | null) ?? ''}
          onChange={(event) => other.onChange(event.currentTarget.value)}
        />
      )}
    </Stack>
  );
}
