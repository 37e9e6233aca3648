import { Stack, Textarea } from '@mantine/core';
import { REWRITABLE_FIELDS } from '@portal/shared/agents/cards';
import { useController } from 'react-hook-form';
import { AutoPopulate } from './auto-populate';
import { RewriteButton } from './rewrite-button';

type TextFieldProps = {
  name: string;
  label: string;
  /** The card title: the context the AI rewrite is given. */
  context: string;
  description?: string;
  placeholder?: string;
  /** The card key when the card offers 'Auto-Populate from Website'. */
  autoPopulateFor?: string;
};

/** A text area of a card, with 'Rewrite with AI' exactly on REWRITABLE_FIELDS. */
export function TextField({ name, label, context, description, placeholder, autoPopulateFor }: TextFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <Stack gap="xs">
      <Textarea
        name={field.name}
        onChange={field.onChange}
        onBlur={field.onBlur}
        value={(field.value as string | null) ?? ''}
        label={label}
        description={description}
        placeholder={placeholder}
        autosize
        minRows={4}
        maxRows={14}
        error={fieldState.error?.message}
      />
      {REWRITABLE_FIELDS.includes(name) && <RewriteButton name={name} context={context} />}
      {autoPopulateFor && <AutoPopulate name={name} cardKey={autoPopulateFor} />}
    </Stack>
  );
}
