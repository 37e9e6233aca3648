import '@mantine/charts/styles.layer.css';
import { BarsList } from '@mantine/charts';
import type { Analytics } from '@portal/shared/analytics';

/** What came of the calls, most frequent first: each outcome's name and count are plain text. */
export function OutcomesList({ outcomes }: { outcomes: Analytics['outcomes'] }) {
  return (
    <BarsList
      data={outcomes.map((outcome) => ({
        name: outcome.label,
        value: outcome.calls,
        color: outcome.kind === 'booked' ? 'teal.2' : outcome.kind === null ? 'gray.2' : 'blue.1',
      }))}
      barsLabel="Outcome"
      valueLabel="Calls"
      valueFormatter={(value) => value.toLocaleString('en-US')}
    />
  );
}
