import { Button, Group, Stack, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { CALL_LIST_FILTERS, type CallListFilter } from '@portal/shared/calls.plain';
import { useState } from 'react';
import IconBan from '~icons/tabler/ban';
import IconChartBar from '~icons/tabler/chart-bar';
import IconUsers from '~icons/tabler/users';
import { Link } from 'wouter';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { paths } from '../../../lib/paths';
import { PageLoading } from '../../../components/ui/page-state';
import { useCalls } from '../api/get-calls';
import type { CallListView } from '../api/keys';
import { CallListSection } from './call-list-section';
import { InboxFilters, OUTCOME_FILTER_LABELS } from './inbox-filters';
import classes from './calls-page.module.css';

const SEARCH_DELAY_MS = 300;
const MIN_SEARCH = 2;

const readOutcome = (value: string | null) =>
  (CALL_LIST_FILTERS as readonly string[]).includes(value ?? '') ? (value as CallListFilter) : null;

/** What an empty list says; `othersAbove` when the calls needing attention are listed above it. */
function emptyText({ agentId, outcome, q }: CallListView, othersAbove: boolean) {
  if (q) return `No calls found for “${q}”.`;
  if (outcome) return `No calls with the outcome “${OUTCOME_FILTER_LABELS[outcome]}”.`;
  if (othersAbove) return agentId ? 'No other calls for this agent yet.' : 'No other calls yet.';
  return agentId ? 'No calls for this agent yet.' : 'No calls yet. Calls your agents handle appear here.';
}

/** The list's title; under the calls that need attention it holds the rest, and says so. */
function listTitle({ outcome, q }: CallListView, othersAbove: boolean) {
  if (q) return `Calls mentioning “${q}”`;
  if (outcome) return OUTCOME_FILTER_LABELS[outcome];
  return othersAbove ? 'Other calls' : 'All calls';
}

/**
 * /calls, the inbox: urgent matters and messages not yet handled first, then the other calls (each
 * call is listed once), newest first; narrowed by agent (?agentId=), outcome (?outcome=) and words
 * said on the call (?q=), which show every call that matches.
 */
export function CallsPage() {
  const [params, setParams] = useSearchParams();
  const view: CallListView = {
    agentId: params.get('agentId'),
    outcome: readOutcome(params.get('outcome')),
    q: params.get('q'),
  };
  const [search, setSearch] = useState(view.q ?? '');
  const showAttention = !view.outcome && !view.q;
  const attention = useCalls({ ...view, outcome: 'needs_attention' }, { enabled: showAttention });
  // Under the calls that need attention, the rest: those are not listed twice.
  const calls = useCalls(showAttention ? { ...view, exclude: 'needs_attention' } : view);

  const change = (next: Partial<CallListView>) => {
    const merged = { ...view, ...next };
    const entries = Object.entries(merged).filter((entry): entry is [string, string] => !!entry[1]);
    setParams(new URLSearchParams(entries), { replace: true });
  };
  const searchLater = useDebouncedCallback((text: string) => {
    const q = text.trim();
    if (q.length === 0 || q.length >= MIN_SEARCH) change({ q: q || null });
  }, SEARCH_DELAY_MS);

  const pending = calls.isPending || (showAttention && attention.isPending);
  // Shown while it holds calls, or could not be read (the list below leaves them out either way;
  // when neither list could be read, the one error below says so).
  const attentionListed = showAttention && (attention.data?.pages[0]?.calls.length ?? 0) > 0;
  const attentionShown = attentionListed || (showAttention && attention.isError && !calls.isError);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={1}>Calls</Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.callers}
            variant="default"
            className={classes.link}
            leftSection={<IconUsers width={16} height={16} aria-hidden />}
          >
            Callers
          </Button>
          <Button
            component={Link}
            to={paths.blockedCallers}
            variant="default"
            className={classes.link}
            leftSection={<IconBan width={16} height={16} aria-hidden />}
          >
            Blocked callers
          </Button>
          <Button
            component={Link}
            to={view.agentId ? `${paths.analytics}?agentId=${encodeURIComponent(view.agentId)}` : paths.analytics}
            variant="default"
            className={classes.link}
            leftSection={<IconChartBar width={16} height={16} aria-hidden />}
          >
            Call analytics
          </Button>
        </Group>
      </Group>
      <InboxFilters
        agentId={view.agentId}
        outcome={view.outcome}
        search={search}
        onAgentChange={(agentId) => change({ agentId })}
        onOutcomeChange={(outcome) => change({ outcome })}
        onSearchChange={(text) => {
          setSearch(text);
          searchLater(text);
        }}
      />
      {pending ? (
        <PageLoading label="Loading calls..." />
      ) : (
        <>
          {attentionShown && <CallListSection title="Needs your attention" calls={attention} empty={null} counted />}
          {/* Under the table above, the columns' header is not shown again: the columns line up. */}
          <CallListSection
            title={listTitle(view, attentionShown)}
            calls={calls}
            empty={emptyText(view, attentionShown)}
            headerHidden={attentionListed}
          />
        </>
      )}
    </Stack>
  );
}
