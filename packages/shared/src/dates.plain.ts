const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in long form ('January 1, 2024'), or 'N/A' when missing or invalid.
 * A bare calendar date is shown as that day everywhere: it is read and printed in UTC, otherwise
 * 2024-01-01 would become December 31 west of Greenwich.
 */
export function formatLongDate(value: string | Date | null | undefined, locale = 'en-US'): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  if (locale === 'en-US') return englishLongDate(date, dateOnly);
  return longDateFormat(locale, dateOnly).format(date);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'January 1, 2024' without Intl: a browser's first date formatter loads its locale and zone data,
 * about 30 ms of a phone's main thread, for a form this simple (equal to Intl's, dates.test.ts).
 */
function englishLongDate(date: Date, utc: boolean) {
  const [year, month, day] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** Made once per locale and zone: making a formatter costs far more than using one (a phone's main thread). */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(locale: string, utc: boolean) {
  const key = `${locale}|${utc}`;
  let format = longDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
    longDateFormats.set(key, format);
  }
  return format;
}

/** The same day-of-month `months` later (or earlier), clamped to the end of a shorter month. */
export function addMonthsUtc(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * A usage period as the calendar days it covers ('November 1, 2026 – November 30, 2026'). The
 * server counts in UTC and the end is exclusive, so the day before the end is the last one shown.
 */
export function formatPeriodDays(start: string, end: string): string {
  const lastDay = new Date(new Date(end).getTime() - 1).toISOString().slice(0, 10);
  return `${formatLongDate(start.slice(0, 10))} – ${formatLongDate(lastDay)}`;
}
