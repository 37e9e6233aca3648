import { Anchor, Divider, Stack, Text } from '@mantine/core';
import type { WebsiteEntry } from '@portal/shared/agents/agent';
import { SHOW_MORE_THRESHOLD_WEBSITE } from '@portal/shared/agents/cards.plain';
import { Fragment } from 'react';
import { ShowMoreText } from './show-more-text';

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** Website knowledge as 'Source / Category / summary' blocks separated by a divider line. */
export function WebsiteEntries({ entries }: { entries: WebsiteEntry[] }) {
  return (
    <Stack gap="xs">
      {entries.map((entry, index) => (
        <Fragment key={`${entry.url}-${index}`}>
          {index > 0 && <Divider />}
          <Stack gap={2}>
            <Text size="sm">
              <Text span fw={600}>
                Source:{' '}
              </Text>
              {isWebLink(entry.url) ? (
                <Anchor href={entry.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {entry.processed_title || entry.url}
                </Anchor>
              ) : (
                entry.processed_title || entry.url
              )}
            </Text>
            <Text size="sm">
              <Text span fw={600}>
                Category:{' '}
              </Text>
              {entry.user_category}
            </Text>
            <ShowMoreText text={entry.summary} threshold={SHOW_MORE_THRESHOLD_WEBSITE} />
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}
