import { Stack, Textarea } from '@mantine/core';
import { REWRITABLE_FIELDS } from '@portal/shared/agents/cards.plain';
import { useController } from 'react-hook-form';
import { typedLength } from '../../../../components/ui/line-counter';
import { LineInput } from '../../../../components/ui/line-input';
import { AutoPopulate } from './auto-populate';
import classes from './text-field.module.css';
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
  /** A one-line field (a name): a text input with this limit instead of a text area. */
  lineLimit?: number;
  /** The card's only field, named like its dialog: the label is read, not shown a second time. */
  labelHidden?: boolean;
  /** 'Rewrite with AI' is offered in the dialog's foot, beside Save (a card that is this field alone). */
  rewriteInFoot?: boolean;
};

/**
 * A text area of a card, or a one-line input for a name, with 'Rewrite with AI' exactly on
 * REWRITABLE_FIELDS. The schema's message shows under the field and the text stays as typed.
 */
export function TextField({
  name,
  label,
  context,
  description,
  placeholder,
  autoPopulateFor,
  lineLimit,
  labelHidden,
  rewriteInFoot = false,
}: TextFieldProps) {
  const { field, fieldState } = useController({ name });
  const common = {
    name: field.name,
    onChange: field.onChange,
    onBlur: field.onBlur,
    value: (field.value as string | null) ?? '',
    label,
    description,
    placeholder,
    error: fieldState.error?.message,
    classNames: labelHidden ? { label: classes.hiddenLabel } : undefined,
  };
  return (
    <Stack gap="xs">
      {lineLimit ? (
        <LineInput {...common} limit={lineLimit} length={typedLength(field.value)} />
      ) : (
        <Textarea {...common} autosize minRows={4} maxRows={14} />
      )}
      {REWRITABLE_FIELDS.includes(name) && !rewriteInFoot && (
        <RewriteButton name={name} context={context} oneLine={!!lineLimit} />
      )}
      {autoPopulateFor && <AutoPopulate name={name} cardKey={autoPopulateFor} />}
    </Stack>
  );
}
