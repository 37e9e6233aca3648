import { outcomeLabel, type Analytics, type AnalyticsTotals } from '@portal/shared/analytics';
import { CALL_OUTCOMES, type CallOutcomeKind } from '@portal/shared/call-outcome';
import { GROUPED_BY, type CallCountsRow } from './analytics.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const isOutcome = (kind: string | null): kind is CallOutcomeKind =>
  kind !== null && (CALL_OUTCOMES as readonly string[]).includes(kind);

function totalsOf(rows: CallCountsRow[], current: boolean): AnalyticsTotals {
  const period = rows.find((row) => row.grouping === GROUPED_BY.period && row.current === current);
  const kinds = rows.filter((row) => row.grouping === GROUPED_BY.kind && row.current === current);
  const calls = period?.calls ?? 0;
  const seconds = period?.seconds ?? 0;
  const timed = period?.timed ?? 0;
  const booked = kinds.find((row) => row.kind === 'booked')?.calls ?? 0;
  // An outcome the agent reported that is none of ours is no outcome.
  const withOutcome = kinds.filter((row) => isOutcome(row.kind)).reduce((sum, row) => sum + row.calls, 0);
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
export function summarise(rows: CallCountsRow[], period: number): Omit<Analytics, 'period' | 'agentId' | 'timezone'> {
  const first = rows[0];
  if (!first) throw new Error('The call counts came back without the period.');
  const current = rows.filter((row) => row.current === true);

  const byDay = new Map(current.filter((row) => row.grouping === GROUPED_BY.day).map((row) => [row.day, row]));
  const days = Array.from({ length: period }, (_, index) => {
    const date = addDays(first.firstDay, index);
    const row = byDay.get(date);
    return { date, calls: row?.calls ?? 0, minutes: Math.round((row?.seconds ?? 0) / 60) };
  });

  const outcomes = current
    .filter((row) => row.grouping === GROUPED_BY.kind)
    .map((row) => {
      const kind = isOutcome(row.kind) ? row.kind : null;
      return { kind, calls: row.calls };
    })
    // Unknown kinds join the calls without an outcome.
    .reduce<{ kind: CallOutcomeKind | null; calls: number }[]>((merged, row) => {
      const same = merged.find((entry) => entry.kind === row.kind);
      if (same) same.calls += row.calls;
      else merged.push({ ...row });
      return merged;
    }, [])
    .sort((a, b) => b.calls - a.calls || (a.kind ?? '~').localeCompare(b.kind ?? '~'))
    .map((row) => ({ ...row, label: outcomeLabel(row.kind) }));

  const hours = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const row of current) {
    if (row.grouping !== GROUPED_BY.weekdayHour || row.weekday === null || row.hour === null) continue;
    hours[row.weekday - 1]![row.hour] = row.calls;
  }

  return {
    start: new Date(first.startMs).toISOString(),
    end: new Date(first.endMs).toISOString(),
    totals: totalsOf(rows, true),
    previous: totalsOf(rows, false),
    days,
    outcomes,
    hours,
  };
}
