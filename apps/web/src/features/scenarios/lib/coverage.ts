import type { ExpectationKind } from '@portal/shared/agents/scenarios.plain';
import type { Scenario } from '@portal/shared/agents/scenarios';

/**
 * What the list tests, by the job each scenario checks: a scenario counts once, under the first
 * of these its checks touch (a booking that also collects the caller's details is about
 * appointments; an after-hours call that must not transfer but take a message, about messages).
 */
const AREAS: { name: string; kinds: readonly ExpectationKind[] }[] = [
  { name: 'appointments', kinds: ['booked', 'found_appointment', 'rescheduled', 'cancelled'] },
  { name: 'questions', kinds: ['mentions', 'not_mentions'] },
  { name: 'messages', kinds: ['urgent_message', 'message_taken'] },
  { name: 'transfers', kinds: ['transferred', 'not_transferred'] },
];

/** '4 on appointments, 1 on questions, 1 on messages', largest first; '' for an empty list. */
export function coverageText(scenarios: Pick<Scenario, 'expectations'>[]): string {
  const counts = new Map<string, number>();
  for (const scenario of scenarios) {
    const kinds = scenario.expectations.map((expectation) => expectation.kind);
    const area = AREAS.find((candidate) => candidate.kinds.some((kind) => kinds.includes(kind)))?.name ?? 'other';
    counts.set(area, (counts.get(area) ?? 0) + 1);
  }
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([area, count]) => (area === 'other' ? `${count} other` : `${count} on ${area}`))
    .join(', ');
}
