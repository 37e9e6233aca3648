import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CALLER_NOTE_SAVED, CALLERS } from '@portal/shared/callers.plain';
import { useState, type FormEvent } from 'react';
import { ownerMessage } from '../../../lib/api-client';
import { serverFieldError } from '../../../lib/field-error';
import { useSaveCallerNote } from '../api/change-caller';
import classes from './caller-page.module.css';

const NOT_SAVED = 'The note could not be saved. Try again.';

/** Why the note was refused: the server's reason for the field, else a lost connection's. */
const refusalOf = (error: unknown) =>
  error ? (serverFieldError(error, ['note'])?.message ?? ownerMessage(error, NOT_SAVED)) : null;

/**
 * The owner's note about the caller, which an agent that recognises returning callers is told when
 * they call again. What was typed stays when saving fails, with the reason under the field.
 */
export function CallerNote({ callerId, note }: { callerId: string; note: string | null }) {
  const save = useSaveCallerNote(callerId);
  const [text, setText] = useState(note ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(text, {
      onSuccess: (caller) => {
        // As the server keeps it (trimmed).
        setText(caller.note ?? '');
        notifications.show({ message: CALLER_NOTE_SAVED });
      },
    });
  };

  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="caller-note-label" className={classes.card}>
      <form onSubmit={submit} noValidate className={classes.noteForm}>
        {/* The field's label is the card's title: one name, not a title repeated over its only field. */}
        <Textarea
          label="Note for your agent"
          labelProps={{ id: 'caller-note-label', className: classes.noteLabel }}
          descriptionProps={{ className: classes.noteHelp }}
          description="Your agent is told this note when this caller calls again."
          placeholder="E.g., Prefers morning appointments. Call her Jane."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={CALLERS.note}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={refusalOf(save.error)}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" aria-live="polite">
            {text.length} / {CALLERS.note}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
