import { Paper, Stack, Title } from '@mantine/core';
import type { Analytics } from '@portal/shared/analytics';
import type { ReactNode } from 'react';
import { PageEmpty } from '../../../components/ui/page-state';
import { AnalyticsStats } from './analytics-stats';
import { BusiestHours } from './busiest-hours';
import { CallsPerDayChart } from './calls-per-day-chart';
import { OutcomesList } from './outcomes-list';
import { VersionsTable } from './versions-table';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The period's figures: totals, calls per day, outcomes and busiest hours, in the business's zone. */
export function AnalyticsReport({ analytics, agentChosen }: { analytics: Analytics; agentChosen: boolean }) {
  const { days, timezone, totals, period } = analytics;
  return (
    <Stack gap="lg">
      {totals.calls === 0 ? (
        <PageEmpty>
          {agentChosen ? `No calls for this agent in the last ${period} days.` : `No calls in the last ${period} days.`}
        </PageEmpty>
      ) : (
        <>
          <AnalyticsStats analytics={analytics} />
          <Section title="Calls per day">
            <CallsPerDayChart days={days} />
          </Section>
          <Section title="Outcomes">
            <OutcomesList outcomes={analytics.outcomes} />
          </Section>
          <Section title="Busiest hours">
            <BusiestHours hours={analytics.hours} />
          </Section>
          {analytics.versions.length > 0 && (
            <Section title="By version">
              <VersionsTable versions={analytics.versions} timezone={timezone.id} />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
