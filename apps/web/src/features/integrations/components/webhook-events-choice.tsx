import { Button, Text } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@portal/shared/webhooks.plain';
import { useId } from 'react';
import classes from './webhook-dialog.module.css';

/**
 * The events an endpoint sends, as cards to tick, each its title and what it means, with Select
 * all (Clear all once every one is chosen). Native checkboxes in a fieldset rather than the kit's
 * Checkbox, whose colour helper would join the script every page loads (the shared chunk,
 * vite.config.ts), as the API key's scope choice does with its radios.
 */
export function WebhookEventsChoice({
  events,
  onChange,
  error,
  disabled,
}: {
  events: readonly WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error: string | null;
  disabled: boolean;
}) {
  const id = useId();
  const all = events.length === WEBHOOK_EVENT_TYPES.length;
  // Kept in the page's order, whatever order they were ticked in.
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? on : events.includes(each))));
  return (
    <fieldset className={classes.events} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={classes.legend}>Events to send</legend>
      <div className={classes.eventsHead}>
        <Text size="sm" c="dimmed">
          {events.length} of {WEBHOOK_EVENT_TYPES.length} chosen
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(all ? [] : [...WEBHOOK_EVENT_TYPES])}>
          {all ? 'Clear all' : 'Select all'}
        </Button>
      </div>
      <div className={classes.eventCards}>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className={classes.event}>
            <input
              type="checkbox"
              name={`${id}-events`}
              value={type}
              checked={events.includes(type)}
              onChange={(event) => toggle(type, event.currentTarget.checked)}
              aria-labelledby={`${id}-${type}`}
              aria-describedby={`${id}-${type}-hint`}
            />
            <span id={`${id}-${type}`} className={classes.eventTitle}>
              {WEBHOOK_EVENT_LABELS[type].title}
            </span>
            <span id={`${id}-${type}-hint`} className={classes.eventHint}>
              {WEBHOOK_EVENT_LABELS[type].description}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <Text id={`${id}-error`} size="sm" c="red.9" className={classes.eventsError}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
