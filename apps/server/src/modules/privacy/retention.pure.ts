import { isRetentionDays } from '@portal/shared/privacy.plain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time before which an owner's calls lose their recording and transcript: `days` whole days
 * before now, on the app's one clock. None when they are kept until deleted (or the stored value
 * is not one of the choices, which keeps them too: deleting is never the default).
 */
export function retentionCutoff(now: Date, days: number | null): Date | null {
  if (days === null || !isRetentionDays(days)) return null;
  return new Date(now.getTime() - days * DAY_MS);
}
