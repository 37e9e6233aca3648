import { Badge, Group, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import {
  SHOW_MORE_THRESHOLD,
  SHOW_MORE_THRESHOLD_WEBSITE,
  type TrackedFieldKey,
} from '@portal/shared/agents/cards.plain';
import { showsDefaultBadge } from '@portal/shared/agents/completion.plain';
import { displayField } from './field-display';
import { fieldLabel } from './profile-sections';
import { ShowMoreText } from './show-more-text';
import { WebsiteEntries } from './website-entries';

/** One tracked field: label, 'Default' badge when it still holds the default, readable value. */
export function ProfileField({ agent, field }: { agent: Agent; field: TrackedFieldKey }) {
  const display = displayField(agent, field);
  const threshold = field === 'websiteInfo' ? SHOW_MORE_THRESHOLD_WEBSITE : SHOW_MORE_THRESHOLD;
  return (
    <div data-field={field}>
      <Group component="dt" gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {fieldLabel(field)}
        </Text>
        {showsDefaultBadge(agent, field) && (
          <Badge size="xs" variant="light" color="gray">
            Default
          </Badge>
        )}
      </Group>
      <dd style={{ margin: 0 }}>
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
