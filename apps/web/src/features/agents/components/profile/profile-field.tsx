import { VisuallyHidden } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import {
  SHOW_MORE_THRESHOLD,
  SHOW_MORE_THRESHOLD_WEBSITE,
  type TrackedFieldKey,
} from '@portal/shared/agents/cards.plain';
import { showsDefaultBadge } from '@portal/shared/agents/completion.plain';
import { StatusMarker } from '../../../../components/ui/status-marker';
import type { FieldDisplay } from './field-display';
import { fieldLabel } from './profile-sections';
import { ShowMoreText } from './show-more-text';
import { WebsiteEntries } from './website-entries';
import classes from './profile.module.css';

type ProfileFieldProps = { agent: Agent; field: TrackedFieldKey; display: FieldDisplay };

/** The label, with a quiet 'Default' marker while the field holds its suggested value. */
function Label({ agent, field, marked = true }: Omit<ProfileFieldProps, 'display'> & { marked?: boolean }) {
  return (
    <dt className={classes.label}>
      {fieldLabel(field)}
      {marked && showsDefaultBadge(agent, field) && <StatusMarker color="blue">Default</StatusMarker>}
    </dt>
  );
}

/**
 * One tracked field that holds something: its label above its value, a quiet 'Default' marker
 * beside the label while it still holds the suggested value (a dot and a word, not a pill:
 * seventeen of them should recede, not shout), and a suggested value written in grey, as on the
 * configure page's cards.
 */
export function ProfileField({ agent, field, display }: ProfileFieldProps) {
  const threshold = field === 'websiteInfo' ? SHOW_MORE_THRESHOLD_WEBSITE : SHOW_MORE_THRESHOLD;
  return (
    <div data-field={field} className={classes.field} data-suggested={showsDefaultBadge(agent, field) || undefined}>
      <Label agent={agent} field={field} />
      <dd className={classes.value}>
        {display.kind === 'website' ? (
          <WebsiteEntries entries={display.entries} />
        ) : (
          <ShowMoreText text={display.text} threshold={threshold} />
        )}
      </dd>
    </div>
  );
}

/**
 * A field with nothing in it ('Not set', a task 'Off'), one name in its section's muted line of
 * empty fields; its word is said once at the line's start, and read with each name. A name in a
 * list carries no 'Default' marker: beside the next name, it would read as that one's.
 */
export function EmptyProfileField({ agent, field, display }: ProfileFieldProps) {
  return (
    <div data-field={field} data-empty className={classes.emptyField}>
      <Label agent={agent} field={field} marked={false} />
      <VisuallyHidden component="dd">{display.kind === 'empty' && display.text}</VisuallyHidden>
    </div>
  );
}
