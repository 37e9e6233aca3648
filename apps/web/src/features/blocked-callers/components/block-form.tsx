import { Alert, Button, TextInput } from '@mantine/core';
import { BLOCKED_CALLERS } from '@portal/shared/blocked-callers.plain';
import { useState, type FormEvent } from 'react';
import IconBan from '~icons/tabler/ban';
import { useBlockCaller } from '../../../components/blocked-callers/block-list-changes';
import { ApiError, ownerMessage } from '../../../lib/api-client';
import { serverFieldError } from '../../../lib/field-error';
import classes from './blocked-callers-page.module.css';

const NOT_BLOCKED = 'The number could not be blocked. Try again.';

type Refusal = { number: string | null; note: string | null; form: string | null };

/**
 * Where each refusal shows: a field the server names under that field; a number blocked already or
 * a full list (409) under the number; anything else (no connection) under the form.
 */
function refusalOf(error: unknown): Refusal {
  const none: Refusal = { number: null, note: null, form: null };
  if (!error) return none;
  const field = serverFieldError(error, ['number', 'note']);
  if (field) return field.field === 'note' ? { ...none, note: field.message } : { ...none, number: field.message };
  if (error instanceof ApiError && error.status === 409) return { ...none, number: error.message };
  return { ...none, form: ownerMessage(error, NOT_BLOCKED) };
}

/**
 * Blocks a number as the owner types it, with an optional note. What was typed stays when the
 * server refuses it, with the reason under the field; once blocked, the fields empty for the next.
 */
export function BlockForm() {
  const block = useBlockCaller();
  const [number, setNumber] = useState('');
  const [note, setNote] = useState('');
  const refusal = refusalOf(block.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    block.mutate(
      { number, note },
      {
        onSuccess: () => {
          setNumber('');
          setNote('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className={classes.form} aria-label="Block a number" noValidate>
      <TextInput
        label="Number to block"
        type="tel"
        autoComplete="off"
        placeholder="(512) 555-0100"
        value={number}
        onChange={(event) => setNumber(event.currentTarget.value)}
        error={refusal.number}
      />
      <TextInput
        label="Note (optional)"
        placeholder="Why, for later"
        maxLength={BLOCKED_CALLERS.note}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={refusal.note}
      />
      <div className={classes.submit}>
        <Button type="submit" loading={block.isPending} leftSection={<IconBan width={16} height={16} aria-hidden />}>
          Block number
        </Button>
      </div>
      {refusal.form && (
        <Alert color="red" variant="light" role="alert" className={classes.wide}>
          {refusal.form}
        </Alert>
      )}
      {block.data?.warning && (
        <Alert color="yellow" variant="light" title="Blocked, not yet screened" className={classes.wide}>
          {block.data.warning}
        </Alert>
      )}
    </form>
  );
}
