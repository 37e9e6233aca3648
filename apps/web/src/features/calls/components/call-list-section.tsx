import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { CallSummary } from '@portal/shared/calls';
import { useId, type ReactNode } from 'react';
import { PageEmpty, PageError } from '../../../components/ui/page-state';
import type { useCalls } from '../api/get-calls';
import { CallTable } from './call-table';
import classes from './call-table.module.css';

type Props = {
  title: string;
  calls: ReturnType<typeof useCalls>;
  empty: ReactNode;
  /** Shows how many calls there are beside the title (the loaded ones; "25+" while more wait). */
  counted?: boolean;
  /** Under a table of calls that shows the columns' header: this one's is read, not shown. */
  headerHidden?: boolean;
};

/** A titled table of calls, a page at a time, with its empty and error states. */
export function CallListSection({ title, calls, empty, counted, headerHidden }: Props) {
  const titleId = useId();
  const list: CallSummary[] = calls.data?.pages.flatMap((page) => page.calls) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {counted && list.length > 0 && (
          <Badge color="red" variant="filled" aria-label={`${list.length}${calls.hasNextPage ? ' or more' : ''} calls`}>
            {list.length}
            {calls.hasNextPage ? '+' : ''}
          </Badge>
        )}
      </Group>
      {calls.isError && list.length === 0 ? (
        <PageError title="Could not load your calls">{calls.error.message}</PageError>
      ) : list.length === 0 ? (
        <PageEmpty>{empty}</PageEmpty>
      ) : (
        <>
          <Paper withBorder radius="md" className={classes.card}>
            <CallTable calls={list} labelledBy={titleId} headerHidden={headerHidden} />
          </Paper>
          {calls.isFetchNextPageError && <PageError>{calls.error?.message}</PageError>}
          {calls.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={calls.isFetchingNextPage} onClick={() => void calls.fetchNextPage()}>
                Load more
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
