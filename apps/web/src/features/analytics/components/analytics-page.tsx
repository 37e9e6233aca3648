import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@portal/shared/analytics.plain';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { paths } from '../../../lib/paths';
import { BackLink } from '../../../components/ui/back-link';
import { PageError } from '../../../components/ui/page-state';
import { useAnalytics } from '../api/get-analytics';
import { periodLine } from '../lib/format';
import { AgentFilter } from '../../../components/agents/agent-filter';
import { AnalyticsReport } from './analytics-report';
import { AnalyticsSkeleton } from './analytics-skeleton';
import classes from './analytics-page.module.css';

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
      <BackLink to={paths.calls}>Back to Calls</BackLink>
      {/* The title and the two controls on one line, centred on the title's; the controls name
          themselves ("30 days", "All agents"), so their labels are read rather than shown. */}
      <div className={classes.head}>
        <Title order={1} className={classes.title}>
          Call analytics
        </Title>
        <div className={classes.controls}>
          <SegmentedControl
            role="radiogroup"
            aria-label="Period"
            data={PERIOD_OPTIONS}
            value={String(period)}
            onChange={(value) => change({ period: readPeriod(value) })}
          />
          <AgentFilter
            value={agentId}
            onChange={(next) => change({ agentId: next })}
            labelHidden
            w={{ base: '100%', xs: 220 }}
          />
        </div>
        {/* What the figures cover, in one line under the title: the days and their zone once
            they are read, and always what is left out. */}
        <Text size="sm" c="dimmed" className={classes.note}>
          {analytics.data && `${periodLine(analytics.data)} `}Test calls from the portal are not counted.
        </Text>
      </div>
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
