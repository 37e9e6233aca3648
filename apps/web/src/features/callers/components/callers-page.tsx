import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CALLERS } from '@portal/shared/callers.plain';
import { useEffect, useRef, useState } from 'react';
import IconSearch from '~icons/tabler/search';
import { BackLink } from '../../../components/ui/back-link';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { ownerMessage } from '../../../lib/api-client';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { paths } from '../../../lib/paths';
import { useCallers } from '../api/get-callers';
import { CallerTable } from './caller-table';
import classes from './callers-page.module.css';

const NO_CALLERS = "No callers yet: everyone who calls your agents' numbers is listed here.";
const SEARCH_DELAY_MS = 300;
const NOT_LOADED = 'Check your connection and try again.';

/** The callers as narrowed, a page at a time, or why there are none. */
function CallerList({ search }: { search: string | null }) {
  const callers = useCallers(search);
  if (callers.isPending) return <PageLoading label="Loading callers..." />;
  const list = callers.data?.pages.flatMap((page) => page.callers) ?? [];
  // Every page carries the owner's zone; the first one says it for the whole list.
  const timeZone = callers.data?.pages[0]?.timezone ?? 'UTC';
  if (callers.isError && list.length === 0) {
    return <PageError title="Could not load your callers">{ownerMessage(callers.error, NOT_LOADED)}</PageError>;
  }
  if (list.length === 0) {
    return <PageEmpty>{search ? `No callers match “${search}”.` : NO_CALLERS}</PageEmpty>;
  }
  return (
    <>
      <Paper withBorder radius="md" className={classes.card}>
        <CallerTable callers={list} timeZone={timeZone} />
      </Paper>
      {callers.isFetchNextPageError && <PageError>{ownerMessage(callers.error, NOT_LOADED)}</PageError>}
      {callers.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={callers.isFetchingNextPage} onClick={() => void callers.fetchNextPage()}>
            Load more
          </Button>
        </Group>
      )}
    </>
  );
}

/** Runs `act` once the owner has paused typing for SEARCH_DELAY_MS: one read for a word, not one per letter. */
function useAfterPause(act: (text: string) => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => act(text), SEARCH_DELAY_MS);
  };
}

/**
 * /callers: everyone who has called the owner's numbers, the latest first, found by a name's words
 * or a number's digits (?search=, kept in the address so Back returns to the same list).
 */
export function CallersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() || null;
  const [typed, setTyped] = useState(search ?? '');
  const searchLater = useAfterPause((text) => {
    const next = text.trim();
    setParams(next ? { search: next } : {}, { replace: true });
  });

  return (
    <Stack gap="lg">
      <BackLink to={paths.calls}>Back to Calls</BackLink>
      <div>
        <Title order={1}>Callers</Title>
        <Text c="dimmed" mt={4}>
          Everyone who has called your agents, the latest first.
        </Text>
      </div>
      <div role="search" aria-label="Find a caller">
        <TextInput
          type="search"
          aria-label="Search callers"
          placeholder="Search by name or number"
          leftSection={<IconSearch width={16} height={16} aria-hidden />}
          value={typed}
          maxLength={CALLERS.search}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
          className={classes.search}
        />
      </div>
      <CallerList search={search} />
    </Stack>
  );
}
