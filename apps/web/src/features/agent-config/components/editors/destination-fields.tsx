import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { defaultHours, type WeeklyHours } from '@portal/shared/agents/hours.plain';
import {
  DESTINATION_NAME_MAX,
  DESTINATION_NAME_REQUIRED,
  DESTINATION_REASON_MAX,
  DESTINATION_REASON_REQUIRED,
  destinationNumberError,
  destinationTextError,
  RING_WHEN,
  RING_WHEN_LABELS,
  type RingWhen,
} from '@portal/shared/agents/transfers.plain';
import { PHONE_INPUT_MAX } from '@portal/shared/phone.plain';
import { useController, useWatch } from 'react-hook-form';
import IconTrash from '~icons/tabler/trash';
import { CountryCodeSelect } from './country-code-select';
import { WeeklyHoursEditor } from './weekly-hours-editor';

const RING_OPTIONS = RING_WHEN.map((when) => ({ value: when, label: RING_WHEN_LABELS[when] }));

type DestinationFieldsProps = { index: number; onRemove: (() => void) | null };

/**
 * One place to transfer callers: who it is, their number (checked as typed with the server's
 * rule), when the agent sends callers there, and when it may ring. The rule's message shows at
 * once; the server's (the agent's own number) shows under the number after a save.
 */
export function DestinationFields({ index, onRemove }: DestinationFieldsProps) {
  const at = (field: string) => `transferDestinations.${index}.${field}`;
  const [name, countryCode, number, reason, ringWhen] = useWatch({
    name: [at('name'), at('countryCode'), at('number'), at('reason'), at('ringWhen')],
  }) as [string, string, string, string, RingWhen];
  const title = name.trim() || `Destination ${index + 1}`;
  return (
    <Fieldset legend={title} variant="filled" radius="md">
      <Stack gap="sm">
        <LineInput
          name={at('name')}
          label="Name"
          placeholder="E.g., Front desk, or Dr. Lee on call"
          maxLength={DESTINATION_NAME_MAX}
          error={destinationTextError(name, DESTINATION_NAME_REQUIRED)}
        />
        {/* Side by side from a tablet's width: the code reads as the start of the number. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CountryCodeSelect name={at('countryCode')} />
          <LineInput
            name={at('number')}
            label="Phone number"
            description="A person's phone, without the country code: e.g. (512) 555-0100."
            type="tel"
            maxLength={PHONE_INPUT_MAX}
            error={destinationNumberError(countryCode, number)}
          />
        </SimpleGrid>
        <LineInput
          name={at('reason')}
          label="When to transfer here"
          placeholder="E.g., billing questions, or emergencies"
          maxLength={DESTINATION_REASON_MAX}
          error={destinationTextError(reason, DESTINATION_REASON_REQUIRED)}
        />
        <RingWhenFields index={index} ringWhen={ringWhen} />
        {onRemove && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconTrash width={14} height={14} aria-hidden />}
              onClick={onRemove}
              aria-label={`Remove ${title}`}
            >
              Remove
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

type LineInputProps = {
  name: string;
  label: string;
  error: string | null;
  maxLength: number;
  placeholder?: string;
  description?: string;
  type?: 'tel';
};

/** A one-line field of the destination: the rule's message as typed, else what the server refused. */
function LineInput({ name, label, error, maxLength, placeholder, description, type }: LineInputProps) {
  const { field, fieldState } = useController({ name });
  const message = error ?? fieldState.error?.message;
  return (
    <TextInput
      name={field.name}
      label={label}
      description={description}
      // The hint under the box, so the box lines up with the country code beside it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={placeholder}
      type={type}
      inputMode={type === 'tel' ? 'tel' : undefined}
      autoComplete="off"
      maxLength={maxLength}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message && <span role="alert">{message}</span>}
    />
  );
}

/** When the destination may ring; its own hours fill in from the business week the first time. */
function RingWhenFields({ index, ringWhen }: { index: number; ringWhen: RingWhen }) {
  const { field: when } = useController({ name: `transferDestinations.${index}.ringWhen` });
  const { field: hours } = useController({ name: `transferDestinations.${index}.hours` });
  return (
    <>
      <NativeSelect
        label="When it may ring"
        description="Outside these times the agent says when someone is there and takes a message."
        data={RING_OPTIONS}
        value={ringWhen}
        onChange={(event) => {
          const next = event.currentTarget.value as RingWhen;
          when.onChange(next);
          if (next === 'own_hours' && !hours.value) hours.onChange(defaultHours());
        }}
      />
      {ringWhen === 'own_hours' && hours.value ? (
        <WeeklyHoursEditor value={hours.value as WeeklyHours} onChange={hours.onChange} />
      ) : null}
    </>
  );
}
