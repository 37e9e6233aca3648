import { Button, Group, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { useCalls } from '../api/get-calls';
import { AgentFilter } from './agent-filter';
import { CallCard } from './call-card';

/** /calls: the calls the user's agents handled, newest first, filtered by agent (?agentId=). */
export function CallsPage() {
  const [params, setParams] = useSearchParams();
  const agentId = params.get('agentId');
  const calls = useCalls(agentId);
  const list = calls.data?.pages.flatMap((page) => page.calls) ?? [];

  const changeAgent = (next: string | null) => setParams(next ? { agentId: next } : {}, { replace: true });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Calls</Title>
        <AgentFilter value={agentId} onChange={changeAgent} />
      </Group>
      {calls.isPending ? (
        <PageLoading label="Loading calls..." />
      ) : calls.isError && list.length === 0 ? (
        <PageError title="Could not load your calls">{calls.error.message}</PageError>
      ) : list.length === 0 ? (
        <PageEmpty>
          {agentId ? 'No calls for this agent yet.' : 'No calls yet. Calls your agents handle appear here.'}
        </PageEmpty>
      ) : (
        <Stack gap="sm" component="section" aria-label="Call list">
          {list.map((call) => (
            <CallCard key={call.id} call={call} />
          ))}
          {calls.isFetchNextPageError && <PageError>{calls.error?.message}</PageError>}
          {calls.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={calls.isFetchingNextPage} onClick={() => void calls.fetchNextPage()}>
                Load more
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
