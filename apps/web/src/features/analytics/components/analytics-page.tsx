import { Anchor, Group, Input, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@portal/shared/analytics.plain';
import IconArrowLeft from '~icons/tabler/arrow-left';
import { Link } from 'wouter';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { paths } from '../../../lib/paths';
import { PageError } from '../../../components/ui/page-state';
import { useAnalytics } from '../api/get-analytics';
import { AgentFilter } from '../../../components/agents/agent-filter';
import { AnalyticsReport } from './analytics-report';
import { AnalyticsSkeleton } from './analytics-skeleton';

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((days) => ({ value: String(days), label: `${days} days` }));

const readPeriod = (value: string | null): AnalyticsPeriod =>
  ANALYTICS_PERIODS.find((days) => String(days) === value) ?? DEFAULT_ANALYTICS_PERIOD;

/** /analytics: how many people called, for how long, what came of it and when (?period=, ?agentId=). */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const agentId = params.get('agentId');
  const analytics = useAnalytics(period, agentId);

  const change = (next: { period?: AnalyticsPeriod; agentId?: string | null }) => {
    const query = new URLSearchParams();
    const nextPeriod = next.period ?? period;
    const nextAgent = next.agentId === undefined ? agentId : next.agentId;
    if (nextPeriod !== DEFAULT_ANALYTICS_PERIOD) query.set('period', String(nextPeriod));
    if (nextAgent) query.set('agentId', nextAgent);
    setParams(query, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.calls} size="sm">
        <IconArrowLeft width={14} height={14} aria-hidden /> Back to Calls
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Call analytics</Title>
          <Text size="sm" c="dimmed">
            Test calls from the portal are not counted.
          </Text>
        </div>
        <Group align="flex-end" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
          {/* Labelled above, as the agent select is, so the two controls share a baseline. */}
          <Stack gap={0} align="flex-start">
            <Input.Label labelElement="div" id="analytics-period-label">
              Period
            </Input.Label>
            <SegmentedControl
              role="radiogroup"
              aria-labelledby="analytics-period-label"
              data={PERIOD_OPTIONS}
              value={String(period)}
              onChange={(value) => change({ period: readPeriod(value) })}
            />
          </Stack>
          <AgentFilter value={agentId} onChange={(next) => change({ agentId: next })} />
        </Group>
      </Group>
      {analytics.isPending ? (
        <AnalyticsSkeleton />
      ) : analytics.isError ? (
        <PageError title="Could not load your call figures">{analytics.error.message}</PageError>
      ) : (
        <AnalyticsReport analytics={analytics.data} agentChosen={!!agentId} />
      )}
    </Stack>
  );
}
