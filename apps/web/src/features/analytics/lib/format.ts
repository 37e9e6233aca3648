import type { Analytics, AnalyticsTotals } from '@portal/shared/analytics';

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const YEAR_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

// A calendar day (YYYY-MM-DD) is that day everywhere: read and printed in UTC.
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Mar 9' */
export const shortDay = (date: string) => DAY_FORMAT.format(dayOf(date));
/** 'Saturday, March 9' */
export const longDay = (date: string) => LONG_DAY_FORMAT.format(dayOf(date));
/** 'Feb 11 – Mar 12, 2030' */
export const dayRange = (first: string, last: string) => `${shortDay(first)} – ${YEAR_FORMAT.format(dayOf(last))}`;

/** 'Mar 6 – Mar 12, 2030. Days and hours in Central Time (Chicago).': what a report's figures cover. */
export const periodLine = ({ days, timezone }: Pick<Analytics, 'days' | 'timezone'>) =>
  `${dayRange(days[0]!.date, days.at(-1)!.date)}. Days and hours in ${timezone.label}.`;

/** '9 AM', '12 PM' */
export const hourLabel = (hour: number) => `${hour % 12 || 12} ${hour < 12 || hour === 24 ? 'AM' : 'PM'}`;

/** '3 min 05 s' style length: '1:30' reads as a time, so the units are said. */
export function callLength(seconds: number | null) {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

type Figure = 'calls' | 'minutes' | 'averageSeconds' | 'bookingRate';

/** How a figure moved since the period before, in words: 'Up 12 from the 30 days before'. */
export function changeText(figure: Figure, current: AnalyticsTotals, previous: AnalyticsTotals, period: number) {
  const before = `the ${period} days before`;
  const now = current[figure];
  const then = previous[figure];
  if (now === null || then === null) return previous.calls === 0 ? `No calls in ${before}` : null;
  const difference =
    figure === 'bookingRate' ? Math.round(now * 100) - Math.round(then * 100) : Math.round(now) - Math.round(then);
  if (difference === 0) return `Same as ${before}`;
  const amount =
    figure === 'bookingRate'
      ? `${Math.abs(difference)} ${Math.abs(difference) === 1 ? 'point' : 'points'}`
      : figure === 'averageSeconds'
        ? callLength(Math.abs(difference))
        : Math.abs(difference).toLocaleString('en-US');
  return `${difference > 0 ? 'Up' : 'Down'} ${amount} from ${before}`;
}
