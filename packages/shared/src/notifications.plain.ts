/**
 * The notification settings' defaults, labels and times, without the schemas: the form shows them
 * before it loads the validation library.
 */

export const DEFAULT_DIGEST_TIME = '18:00';

export const NOTIFICATION_LABELS = {
  notifyUrgentEmail: 'E-mail me at once about urgent calls',
  dailyDigestEnabled: 'Daily summary e-mail',
  dailyDigestTime: 'Send the summary at',
  timezone: 'Your time zone',
  textAlertsMobile: 'Your mobile, for texts',
} as const;

/**
 * Whether a name is a time zone with its own rules (IANA, such as America/Chicago or UTC), as both
 * the server and browsers read it. A bare offset (+02:00) is refused: newer engines accept one, but
 * it has no daylight-saving rules, so the summary would drift by an hour twice a year.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** '18:00' as an owner reads it: '6:00 PM'. */
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const period = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${period}`;
}

/** The times the form offers, every half hour; the API accepts any minute. */
export const DIGEST_TIME_OPTIONS = Array.from({ length: 48 }, (_, index) => {
  const value = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
  return { value, label: formatTimeOfDay(value) };
});
