import { Stack, TextInput } from '@mantine/core';
import { forwardingNumberError } from '@portal/shared/agents/sections';
import { useController, useWatch } from 'react-hook-form';
import { CountryCodeSelect } from './country-code-select';
import type { EditorProps } from './editor-props';
import { TaskToggle } from './task-toggle';
import { TextField } from './text-field';

/** Keeps only the digits of what is typed or pasted: the country code has its own select. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Call Forwarding: country code, digits-only number and instructions, validated as you type. */
export function CallForwardingEditor({ card }: EditorProps) {
  const [active, code, number] = useWatch({
    name: ['callForwardingActive', 'callForwardingCountryCode', 'callForwardingNumber'],
  }) as [boolean, string, string];
  const error = forwardingNumberError(active, code, number || null);
  return (
    <Stack gap="md">
      <TaskToggle
        name="callForwardingActive"
        label="Enable call forwarding"
        description={
          active ? 'The agent can transfer callers to this number.' : 'Off: the agent never transfers calls.'
        }
      />
      {active && (
        <>
          <CountryCodeSelect />
          <PhoneNumberInput error={error} />
          <TextField
            name="callForwardingInstructions"
            label="Forwarding instructions"
            context={card.title}
            placeholder="E.g., Transfer callers who ask for the manager or want to make a complaint."
          />
        </>
      )}
    </Stack>
  );
}

function PhoneNumberInput({ error }: { error: string | null }) {
  const { field } = useController({ name: 'callForwardingNumber' });
  return (
    <TextInput
      name={field.name}
      label="Phone number"
      description="Digits only, without the country code."
      inputMode="numeric"
      autoComplete="off"
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(digitsOnly(event.currentTarget.value))}
      onBlur={field.onBlur}
      error={error && <span role="alert">{error}</span>}
    />
  );
}
