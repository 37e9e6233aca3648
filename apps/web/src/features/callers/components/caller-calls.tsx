import { Button, Paper, Title } from '@mantine/core';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { ownerMessage } from '../../../lib/api-client';
import { useCallerCalls } from '../api/get-caller';
import { CallerCallRow } from './caller-call-row';
import classes from './caller-calls.module.css';

const NOT_LOADED = 'Check your connection and try again.';

/**
 * The caller's calls, newest first, a page at a time, in one card under its title (their count is
 * the summary's, above); each opens the call's page.
 */
export function CallerCalls({ callerId }: { callerId: string }) {
  const calls = useCallerCalls(callerId);
  const list = calls.data?.pages.flatMap((page) => page.calls) ?? [];
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="caller-calls-title" className={classes.calls}>
      <div className={classes.head}>
        <Title order={2} size="h4" id="caller-calls-title">
          Calls
        </Title>
      </div>
      {calls.isPending ? (
        <PageLoading label="Loading calls..." />
      ) : calls.isError && list.length === 0 ? (
        <div className={classes.foot}>
          <PageError title="Could not load their calls">{ownerMessage(calls.error, NOT_LOADED)}</PageError>
        </div>
      ) : list.length === 0 ? (
        <PageEmpty>No calls to show.</PageEmpty>
      ) : (
        <>
          <ul aria-label="Their calls" className={classes.rows}>
            {list.map((call) => (
              <CallerCallRow key={call.id} call={call} />
            ))}
          </ul>
          {calls.isFetchNextPageError && (
            <div className={classes.foot}>
              <PageError>{ownerMessage(calls.error, NOT_LOADED)}</PageError>
            </div>
          )}
          {calls.hasNextPage && (
            <div className={classes.foot}>
              <Button variant="default" loading={calls.isFetchingNextPage} onClick={() => void calls.fetchNextPage()}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </Paper>
  );
}
