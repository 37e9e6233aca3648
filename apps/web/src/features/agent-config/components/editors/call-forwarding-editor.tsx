import { Stack, TextInput } from '@mantine/core';
import { forwardingNumberError } from '@portal/shared/agents/forwarding.plain';
import { PHONE_INPUT_MAX } from '@portal/shared/phone.plain';
import { useController, useWatch } from 'react-hook-form';
import { CountryCodeSelect } from './country-code-select';
import type { EditorProps } from './editor-props';
import { TaskToggle } from './task-toggle';
import { TextField } from './text-field';

/**
 * Call Forwarding: country code, number and instructions, validated as you type with the server's
 * rule (a phone number of that country; saved in E.164). The server also refuses the agent's own
 * number: its message then shows under the number.
 */
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
  const { field, fieldState } = useController({ name: 'callForwardingNumber' });
  // The rule's message as typed; otherwise what the server refused (the agent's own number).
  const message = error ?? fieldState.error?.message;
  return (
    <TextInput
      name={field.name}
      type="tel"
      label="Phone number"
      description="A person's phone, without the country code: e.g. (512) 555-0100."
      inputMode="tel"
      autoComplete="off"
      maxLength={PHONE_INPUT_MAX}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message && <span role="alert">{message}</span>}
    />
  );
}
