import { describe, expect, it } from 'vitest';
import { dueDigest, possibleDigestKeys } from './digest-schedule.pure.ts';

const iso = (date: Date) => date.toISOString();

describe('dueDigest', () => {
  it("is today's once the local time is reached, yesterday's before it", () => {
    const before = dueDigest('America/Chicago', '18:00', new Date('2026-05-01T22:59:00Z'));
    expect(before.key).toBe('2026-04-30');
    const at = dueDigest('America/Chicago', '18:00', new Date('2026-05-01T23:00:00Z'));
    expect({ key: at.key, from: iso(at.from), to: iso(at.to) }).toEqual({
      key: '2026-05-01',
      from: '2026-04-30T23:00:00.000Z',
      to: '2026-05-01T23:00:00.000Z',
    });
  });

  it('keeps the local time across a clock change: the span is 23 hours on the spring-forward day', () => {
    // New York moved its clocks forward on 8 March 2026.
    const day = dueDigest('America/New_York', '18:00', new Date('2026-03-08T22:30:00Z'));
    expect({ from: iso(day.from), to: iso(day.to) }).toEqual({
      from: '2026-03-07T23:00:00.000Z',
      to: '2026-03-08T22:00:00.000Z',
    });
  });

  it('reads an unknown or missing zone as UTC', () => {
    expect(dueDigest(null, '06:30', new Date('2026-05-01T06:30:00Z')).key).toBe('2026-05-01');
    expect(dueDigest('Not/AZone', '06:30', new Date('2026-05-01T06:29:00Z'))).toMatchObject({
      key: '2026-04-30',
      zone: 'UTC',
    });
  });

  it('names the local date, which may differ from the date in UTC', () => {
    expect(dueDigest('Pacific/Auckland', '08:00', new Date('2026-05-01T20:30:00Z')).key).toBe('2026-05-02');
    expect(possibleDigestKeys(new Date('2026-05-01T20:30:00Z'))).toEqual(['2026-04-30', '2026-05-01', '2026-05-02']);
  });
});
