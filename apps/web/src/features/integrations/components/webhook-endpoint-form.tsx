import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_REQUIRED,
  WEBHOOKS,
  type WebhookEventType,
} from '@portal/shared/webhooks.plain';
import { useState, type FormEvent } from 'react';
import { ApiError, ownerMessage } from '../../../lib/api-client';
import { serverFieldError } from '../../../lib/field-error';
import { WebhookEventsChoice } from './webhook-events-choice';
import classes from './webhook-dialog.module.css';

export type EndpointFields = { url: string; description: string; events: WebhookEventType[] };

type Field = 'url' | 'description' | 'events';
type Problems = Partial<Record<Field | 'form', string>>;

/** What is wrong before anything is sent: the address missing or not a web address, no event chosen. */
function problemsOf({ url, events }: EndpointFields): Problems {
  const problems: Problems = {};
  const address = url.trim();
  if (!address) problems.url = WEBHOOK_URL_REQUIRED;
  else if (!URL.canParse(address) || !['https:', 'http:'].includes(new URL(address).protocol)) {
    problems.url = WEBHOOK_URL_INVALID;
  }
  if (events.length === 0) problems.events = WEBHOOK_EVENTS_REQUIRED;
  return problems;
}

/**
 * Where each refusal of the server shows: a field it names under that field (an address it will
 * not send to, say); anything else (the limit of endpoints, one deleted meanwhile, no connection)
 * under the form, in the server's words.
 */
function refusalOf(error: unknown, fallback: string): Problems {
  if (!error) return {};
  const field = serverFieldError(error, ['url', 'description', 'events']);
  if (field) return { [field.field.split('.')[0] as Field]: field.message };
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) return { form: error.message };
  return { form: ownerMessage(error, fallback) };
}

/**
 * An endpoint's address, description and events, for adding one or changing it. What is missing
 * is said before anything is sent; what the server refuses shows where it belongs, and what was
 * typed and ticked stays. A field's message goes once it is changed.
 */
export function WebhookEndpointForm({
  initial,
  submitLabel,
  pending,
  error,
  fallback,
  onSubmit,
  onCancel,
}: {
  initial: EndpointFields;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  /** Said when the request fails without the server's words. */
  fallback: string;
  onSubmit: (fields: EndpointFields) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  // A field's refusal shows until that field is changed, or the form is sent again.
  const [changed, setChanged] = useState<Set<Field>>(new Set());
  const refusal = refusalOf(error, fallback);
  const shown = (field: Field) => problems[field] ?? (changed.has(field) ? undefined : refusal[field]);

  const change = (field: Field, value: Partial<EndpointFields>) => {
    setFields((current) => ({ ...current, ...value }));
    setProblems(({ [field]: _, ...rest }) => rest);
    setChanged((current) => new Set(current).add(field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setChanged(new Set());
    onSubmit({ ...fields, url: fields.url.trim(), description: fields.description.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Endpoint URL"
          description="The webhook address your tool gave you"
          placeholder="https://"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={WEBHOOKS.url}
          value={fields.url}
          onChange={(event) => change('url', { url: event.currentTarget.value })}
          error={shown('url')}
          disabled={pending}
          data-autofocus
        />
        <TextInput
          label="Description (optional)"
          description="What receives the events, to tell your endpoints apart"
          autoComplete="off"
          maxLength={WEBHOOKS.description}
          value={fields.description}
          onChange={(event) => change('description', { description: event.currentTarget.value })}
          error={shown('description')}
          disabled={pending}
        />
        <WebhookEventsChoice
          events={fields.events}
          onChange={(events) => change('events', { events })}
          error={shown('events') ?? null}
          disabled={pending}
        />
        {refusal.form && (
          <Alert color="red" variant="light" role="alert">
            {refusal.form}
          </Alert>
        )}
        {/* Pinned to the dialog's foot while the events scroll under it, as the Create Agent
            dialog's buttons are. */}
        <footer className={classes.footer}>
          <Group justify="flex-end" gap="sm" className={classes.actions}>
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </footer>
      </Stack>
    </form>
  );
}
