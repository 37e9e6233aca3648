import { describe, expect, it } from 'vitest';
import {
  CALL_AT_ON_INVALID,
  CALL_AT_ON_REQUIRED,
  CALL_AT_TIME_INVALID,
  CALL_AT_TIME_REQUIRED,
  callAtSchema,
  clockTime,
  describeCallAt,
  scenarioInputSchema,
} from './scenarios.ts';

const messages = (value: unknown) => {
  const parsed = callAtSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('callAtSchema', () => {
  it('takes a day of the week or a real date, and a 24-hour time', () => {
    expect(messages({ on: 'Mon', time: '21:00' })).toEqual([]);
    expect(messages({ on: 'Sun', time: '00:00' })).toEqual([]);
    expect(messages({ on: '2028-02-29', time: '09:30' })).toEqual([]);
  });

  it('says what is wrong with each part, once', () => {
    expect(messages({ on: '', time: '' })).toEqual([`on: ${CALL_AT_ON_REQUIRED}`, `time: ${CALL_AT_TIME_REQUIRED}`]);
    expect(messages({ on: 'Monday', time: '10:00' })).toEqual([`on: ${CALL_AT_ON_INVALID}`]);
    expect(messages({ on: '2026-02-30', time: '10:00' })).toEqual([`on: ${CALL_AT_ON_INVALID}`]);
    expect(messages({ on: 'Mon', time: '9:00' })).toEqual([`time: ${CALL_AT_TIME_INVALID}`]);
    expect(messages({ on: 'Mon', time: '24:00' })).toEqual([`time: ${CALL_AT_TIME_INVALID}`]);
    expect(messages({ on: 'Mon', time: '10:00', zone: 'UTC' })).toHaveLength(1);
  });

  it('is optional on a scenario, and null is any time', () => {
    const script = { title: 'Hours', callerTurns: ['Are you open?'], expectations: [{ kind: 'not_transferred' }] };
    expect(scenarioInputSchema.safeParse(script).success).toBe(true);
    expect(scenarioInputSchema.safeParse({ ...script, callAt: null, transfersUnanswered: true }).success).toBe(true);
  });
});

describe('describeCallAt', () => {
  it('says the day or the date, the time on a 12-hour clock and the zone', () => {
    expect(describeCallAt({ on: 'Mon', time: '21:00' }, 'America/Chicago')).toBe(
      'Called Monday at 9:00 PM (America/Chicago)',
    );
    expect(describeCallAt({ on: '2026-11-26', time: '10:00' }, 'America/New_York')).toBe(
      'Called Nov 26, 2026 at 10:00 AM (America/New_York)',
    );
  });

  it('reads midnight and noon as people say them', () => {
    expect([clockTime('00:15'), clockTime('12:00'), clockTime('09:05')]).toEqual(['12:15 AM', '12:00 PM', '9:05 AM']);
  });
});
