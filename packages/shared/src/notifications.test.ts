import { describe, expect, it } from 'vitest';
import { DIGEST_TIME_OPTIONS, formatTimeOfDay, isTimeZone } from './notifications.ts';

describe('notification settings', () => {
  it('offers every half hour of the day, as owners read times', () => {
    expect(DIGEST_TIME_OPTIONS).toHaveLength(48);
    expect(DIGEST_TIME_OPTIONS[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(DIGEST_TIME_OPTIONS[25]).toEqual({ value: '12:30', label: '12:30 PM' });
    expect(formatTimeOfDay('18:05')).toBe('6:05 PM');
  });

  it('knows IANA zones and refuses offsets and made-up names', () => {
    for (const zone of ['America/Chicago', 'Asia/Kolkata', 'UTC', 'America/Indiana/Indianapolis']) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const zone of ['+02:00', 'Mars/Olympus', '', 'GMT+2 ']) expect(isTimeZone(zone)).toBe(false);
  });
});
