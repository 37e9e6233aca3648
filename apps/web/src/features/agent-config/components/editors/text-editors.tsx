import { Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { ENABLED } from '../../lib/section-form';
import type { EditorProps } from './editor-props';
import { TaskToggle } from './task-toggle';
import { TextField } from './text-field';

/**
 * A Brain card that is one text field (some with 'Auto-Populate from Website'), named by the
 * dialog's title. Its 'Rewrite with AI' sits in the dialog's foot (section-form.tsx).
 */
export function TextEditor({ card }: EditorProps) {
  return (
    <TextField
      name={card.key}
      label={card.title}
      context={card.title}
      description={card.description}
      placeholder={card.placeholder}
      autoPopulateFor={card.autoPopulate ? card.key : undefined}
      lineLimit={card.lineLimit}
      labelHidden
      rewriteInFoot
    />
  );
}

/** A Responsibilities card that is one text field behind its enable toggle. */
export function TaskEditor({ card }: EditorProps) {
  const { trigger } = useFormContext();
  const enabled = useWatch({ name: ENABLED }) as boolean;
  return (
    <Stack gap="md">
      <TaskToggle
        name={ENABLED}
        label={`Enable ${card.title}`}
        description={enabled ? card.description : 'Off: the agent does not do this.'}
        // Switched on with nothing written, Save is disabled: the field says at once what it needs.
        onToggle={(on) => {
          if (on) void trigger(card.key);
        }}
      />
      {enabled && (
        <TextField name={card.key} label={card.title} context={card.title} placeholder={card.placeholder} labelHidden />
      )}
    </Stack>
  );
}
