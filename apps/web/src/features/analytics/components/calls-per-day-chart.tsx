import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import type { Analytics } from '@portal/shared/analytics';
import { longDay, shortDay } from '../lib/format';

export const CHART_HEIGHT = 220;

/** Calls per day as bars; a screen reader reads the same figures as a table. */
export function CallsPerDayChart({ days }: { days: Analytics['days'] }) {
  const data = days.map((day) => ({ day: shortDay(day.date), Calls: day.calls }));
  return (
    <>
      <div aria-hidden="true">
        <BarChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="day"
          series={[{ name: 'Calls', color: 'blue.6' }]}
          tickLine="y"
          gridAxis="x"
          yAxisProps={{ allowDecimals: false, width: 40 }}
          // The table below is the accessible version; the chart takes no keyboard focus.
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>Calls per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Calls</th>
              <th scope="col">Minutes</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay(day.date)}</th>
                <td>{day.calls}</td>
                <td>{day.minutes}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
