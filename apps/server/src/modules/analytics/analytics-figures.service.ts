import { outcomeLabel, type Analytics, type AnalyticsTotals } from '@portal/shared/analytics';
import { CALL_OUTCOMES, type CallOutcomeKind } from '@portal/shared/call-outcome';
import { GROUPED_BY, type CallCountsRow } from './analytics.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function totalsOf(rows: CallCountsRow[], current: boolean): AnalyticsTotals {
  const period = rows.find((row) => row.grouping === GROUPED_BY.period && row.current === current);
  const calls = period?.calls ?? 0;
  const seconds = period?.seconds ?? 0;
  const timed = period?.timed ?? 0;
  const booked = period?.booked ?? 0;
  const withOutcome = period ? CALL_OUTCOMES.reduce((sum, kind) => sum + period[kind], 0) : 0;
  return {
    calls,
    seconds,
    minutes: Math.round(seconds / 60),
    averageSeconds: timed > 0 ? Math.round(seconds / timed) : null,
    booked,
    withOutcome,
    bookingRate: withOutcome > 0 ? booked / withOutcome : null,
  };
}

/** The day `offset` days after a calendar date (YYYY-MM-DD): calendar arithmetic, no clock involved. */
function addDays(date: string, offset: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The page's figures from the rows of one pass (see callCounts): every day, outcome and hour filled in. */
export function summarise(
  rows: CallCountsRow[],
  period: number,
): Omit<Analytics, 'period' | 'agentId' | 'timezone' | 'versions'> {
  const first = rows[0];
  if (!first) throw new Error('The call counts came back without the period.');
  const current = rows.filter((row) => row.current === true);

  const byDay = new Map(current.filter((row) => row.grouping === GROUPED_BY.day).map((row) => [row.day, row]));
  const days = Array.from({ length: period }, (_, index) => {
    const date = addDays(first.firstDay, index);
    const row = byDay.get(date);
    return { date, calls: row?.calls ?? 0, minutes: Math.round((row?.seconds ?? 0) / 60) };
  });

  const totals = totalsOf(rows, true);
  const whole = current.find((row) => row.grouping === GROUPED_BY.period);
  // A call whose outcome is missing, or none of ours, has no outcome.
  const counted: { kind: CallOutcomeKind | null; calls: number }[] = [
    ...CALL_OUTCOMES.map((kind) => ({ kind, calls: whole?.[kind] ?? 0 })),
    { kind: null, calls: totals.calls - totals.withOutcome },
  ];
  const outcomes = counted
    .filter((row) => row.calls > 0)
    .sort((a, b) => b.calls - a.calls)
    .map((row) => ({ ...row, label: outcomeLabel(row.kind) }));

  const hours = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const row of current) {
    if (row.grouping !== GROUPED_BY.weekdayHour || row.weekday === null || row.hour === null) continue;
    hours[row.weekday - 1]![row.hour] = row.calls;
  }

  return {
    start: new Date(first.startMs).toISOString(),
    end: new Date(first.endMs).toISOString(),
    totals,
    previous: totalsOf(rows, false),
    days,
    outcomes,
    hours,
  };
}
