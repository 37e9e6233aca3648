import { TextInput } from '@mantine/core';
import { parseWholeNumber } from '@portal/shared/agents/scheduling';
import { useState } from 'react';
import { useController } from 'react-hook-form';

/**
 * A whole-number scheduling field: the text is read as an integer and an empty
 * box means "no limit" (null). What was typed stays visible until it is left.
 */
export function WholeNumberInput({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ name });
  const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const [text, setText] = useState(() => shown(field.value));
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        field.onChange(parseWholeNumber(event.currentTarget.value));
      }}
      onBlur={() => {
        setText(shown(parseWholeNumber(text)));
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}
