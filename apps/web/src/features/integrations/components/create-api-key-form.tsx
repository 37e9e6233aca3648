import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CreateApiKeyInput, CreatedApiKey } from '@portal/shared/api-keys';
import {
  API_KEY_NAME_REQUIRED,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  API_KEYS,
  type ApiKeyScope,
} from '@portal/shared/api-keys.plain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, ownerMessage } from '../../../lib/api-client';
import { serverFieldError } from '../../../lib/field-error';
import classes from './create-api-key-modal.module.css';

const NOT_CREATED = 'The key could not be created. Try again.';

/** What each scope lets a tool do, under its choice. */
const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  read: 'Reads your agents, calls and callers. Changes nothing.',
  read_write: 'Reads and changes them, as you can in the portal. Never your account settings or keys.',
};

type Refusal = { name: string | null; scope: string | null; form: string | null };

/**
 * Where each refusal shows: a field the server names under that field; anything else (the limit of
 * keys, no connection) under the form, in the server's words.
 */
function refusalOf(error: unknown): Refusal {
  const none: Refusal = { name: null, scope: null, form: null };
  if (!error) return none;
  const field = serverFieldError(error, ['name', 'scope']);
  if (field) return field.field === 'scope' ? { ...none, scope: field.message } : { ...none, name: field.message };
  if (error instanceof ApiError && error.status === 409) return { ...none, form: error.message };
  return { ...none, form: ownerMessage(error, NOT_CREATED) };
}

/**
 * The scope as two radio cards, each its label and what it lets a tool do. Native radios in a
 * fieldset rather than the kit's Radio, whose colour helper would join the script every page
 * loads (the shared chunk, vite.config.ts) with one more lazily loaded part using it.
 */
function ScopeChoice({
  scope,
  onChoose,
  error,
  disabled,
}: {
  scope: ApiKeyScope;
  onChoose: (scope: ApiKeyScope) => void;
  error: string | null;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset className={classes.choices} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={classes.legend}>Scope</legend>
      {API_KEY_SCOPES.map((choice) => (
        <label key={choice} className={classes.choice}>
          <input
            type="radio"
            name={`${id}-scope`}
            value={choice}
            checked={scope === choice}
            onChange={() => onChoose(choice)}
            aria-labelledby={`${id}-${choice}`}
            aria-describedby={`${id}-${choice}-hint`}
          />
          <span id={`${id}-${choice}`} className={classes.choiceLabel}>
            {API_KEY_SCOPE_LABELS[choice]}
          </span>
          <span id={`${id}-${choice}-hint`} className={classes.choiceHint}>
            {SCOPE_HINTS[choice]}
          </span>
        </label>
      ))}
      {error && (
        <Text id={`${id}-error`} size="sm" c="red.9">
          {error}
        </Text>
      )}
    </fieldset>
  );
}

type Create = UseMutationResult<CreatedApiKey, Error, CreateApiKeyInput>;

/**
 * The key's name and scope (read only unless the owner chooses more). A name left empty is said
 * before anything is sent; what the server refuses shows where it belongs, and what was typed
 * stays.
 */
export function CreateApiKeyForm({ create, onCancel }: { create: Create; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [unnamed, setUnnamed] = useState(false);
  const refusal = refusalOf(create.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setUnnamed(true);
      return;
    }
    create.mutate({ name, scope });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Such as the tool that will use it"
          autoComplete="off"
          maxLength={API_KEYS.name}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setUnnamed(false);
          }}
          error={unnamed ? API_KEY_NAME_REQUIRED : refusal.name}
          disabled={create.isPending}
          data-autofocus
        />
        <ScopeChoice scope={scope} onChoose={setScope} error={refusal.scope} disabled={create.isPending} />
        {refusal.form && (
          <Alert color="red" variant="light" role="alert">
            {refusal.form}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
