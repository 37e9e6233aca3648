import { Text } from '@mantine/core';
import type { Analytics } from '@portal/shared/analytics';
import { StatStrip } from '../../../components/ui/stat-strip';
import { callLength, changeText, percent } from '../lib/format';
import classes from './analytics-stats.module.css';

/** The period's headline figures, each with how it moved since the period before. */
export function AnalyticsStats({ analytics }: { analytics: Analytics }) {
  const { totals, previous, period } = analytics;
  const figure = (value: string, change: string | null) => (
    <>
      <span className={classes.figure}>{value}</span>
      {change && (
        <Text component="span" display="block" size="xs" c="dimmed" fw={400} className={classes.change}>
          {change}
        </Text>
      )}
    </>
  );
  return (
    <StatStrip
      label="Totals"
      stats={[
        {
          label: 'Calls',
          value: figure(totals.calls.toLocaleString('en-US'), changeText('calls', totals, previous, period)),
        },
        {
          label: 'Minutes',
          value: figure(totals.minutes.toLocaleString('en-US'), changeText('minutes', totals, previous, period)),
        },
        {
          label: 'Average call length',
          value: figure(callLength(totals.averageSeconds), changeText('averageSeconds', totals, previous, period)),
        },
        {
          label: 'Booking rate',
          value: figure(percent(totals.bookingRate), changeText('bookingRate', totals, previous, period)),
        },
      ]}
    />
  );
}
