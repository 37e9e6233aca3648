import { TextInput } from '@mantine/core';
import { parseAppointmentTypes } from '@portal/shared/agents/scheduling';
import { useState } from 'react';
import { useController } from 'react-hook-form';

/**
 * Appointment types as a comma-separated list: typed freely, applied on blur (trimmed, blanks
 * dropped), then shown back in their clean form.
 */
export function AppointmentTypesInput({ name }: { name: string }) {
  const { field, fieldState } = useController({ name });
  const [text, setText] = useState(() => (field.value as string[]).join(', '));
  const apply = () => {
    const types = parseAppointmentTypes(text);
    field.onChange(types);
    setText(types.join(', '));
    field.onBlur();
  };
  return (
    <TextInput
      label="Appointment types"
      description="Separate types with commas, e.g. Consultation, Follow-up visit."
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      error={fieldState.error?.message}
    />
  );
}
