import { Group, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import {
  SHOW_MORE_THRESHOLD,
  SHOW_MORE_THRESHOLD_WEBSITE,
  type TrackedFieldKey,
} from '@portal/shared/agents/cards.plain';
import { showsDefaultBadge } from '@portal/shared/agents/completion.plain';
import { StatusMarker } from '../../../../components/ui/status-marker';
import { displayField } from './field-display';
import { fieldLabel } from './profile-sections';
import { ShowMoreText } from './show-more-text';
import { WebsiteEntries } from './website-entries';
import classes from './profile.module.css';

/**
 * One tracked field: label, a quiet 'Default' marker when it still holds the suggested value
 * (a dot and a word, not a pill: seventeen of them should recede, not shout), readable value.
 * A suggested value is written in grey, as on the configure page's cards; a field with nothing
 * in it ('Not set', 'Off') is one line, its word after the label.
 */
export function ProfileField({ agent, field }: { agent: Agent; field: TrackedFieldKey }) {
  const display = displayField(agent, field);
  const threshold = field === 'websiteInfo' ? SHOW_MORE_THRESHOLD_WEBSITE : SHOW_MORE_THRESHOLD;
  const suggested = showsDefaultBadge(agent, field);
  return (
    <div
      data-field={field}
      className={classes.field}
      data-empty={display.kind === 'empty' || undefined}
      data-suggested={suggested || undefined}
    >
      <Group component="dt" gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {fieldLabel(field)}
        </Text>
        {suggested && <StatusMarker color="blue">Default</StatusMarker>}
      </Group>
      <dd className={classes.value}>
        {display.kind === 'website' ? (
          <WebsiteEntries entries={display.entries} />
        ) : display.kind === 'empty' ? (
          <Text size="sm" c="dimmed">
            {display.text}
          </Text>
        ) : (
          <ShowMoreText text={display.text} threshold={threshold} />
        )}
      </dd>
    </div>
  );
}
