import { Anchor, Button, Divider, Stack, Text, Textarea } from '@mantine/core';
import type { WebsiteEntry } from '@portal/shared/agents/agent';
import { Fragment } from 'react';
import { useController } from 'react-hook-form';

/** An entry as text, for appending to older free-text website knowledge. */
export const entryBlockText = (entry: WebsiteEntry) =>
  `Source: ${entry.url}\nCategory: ${entry.user_category}\n${entry.summary}`;

/** The analysed pages, divided by a line; each summary can be edited and each page removed. */
export function WebsiteEntries() {
  const { field } = useController({ name: 'websiteInfo' });
  const entries = Array.isArray(field.value) ? (field.value as WebsiteEntry[]) : [];
  if (entries.length === 0) {
    return <Text c="dimmed">No pages added yet. Add a page of your website below.</Text>;
  }
  const edit = (index: number, summary: string) =>
    field.onChange(entries.map((entry, at) => (at === index ? { ...entry, summary } : entry)));
  const remove = (index: number) => {
    const next = entries.filter((_, at) => at !== index);
    field.onChange(next.length ? next : null);
  };
  return (
    <Stack gap="md">
      {entries.map((entry, index) => {
        const title = entry.processed_title || entry.url;
        return (
          <Fragment key={`${entry.url}-${index}`}>
            {index > 0 && <Divider />}
            <Stack gap={6} role="group" aria-label={title}>
              <Text size="sm">
                <strong>Source:</strong>{' '}
                <Anchor href={entry.url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Anchor>
              </Text>
              <Text size="sm">
                <strong>Category:</strong> {entry.user_category}
              </Text>
              <Textarea
                label="Summary"
                autosize
                minRows={3}
                maxRows={10}
                value={entry.summary}
                onChange={(event) => edit(index, event.currentTarget.value)}
              />
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                onClick={() => remove(index)}
                aria-label={`Remove ${title}`}
                style={{ alignSelf: 'flex-start' }}
              >
                Remove
              </Button>
            </Stack>
          </Fragment>
        );
      })}
    </Stack>
  );
}
