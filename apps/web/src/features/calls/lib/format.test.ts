import { describe, expect, it } from 'vitest';
import {
  callerOf,
  formatAppointmentTime,
  formatCost,
  formatDateTime,
  parseTranscript,
  readAppointment,
  safeHref,
} from './format';

describe('call formatting', () => {
  it("reads the platform's AI and User lines as the agent's and the caller's turns", () => {
    expect(
      parseTranscript('AI: Hello, Bright Smile.\nUser: What are your hours?\nAI: We are open\nMonday to Friday.'),
    ).toEqual([
      { speaker: 'agent', text: 'Hello, Bright Smile.' },
      { speaker: 'caller', text: 'What are your hours?' },
      { speaker: 'agent', text: 'We are open\nMonday to Friday.' },
    ]);
    expect(parseTranscript(null)).toEqual([]);
    expect(parseTranscript('\n')).toEqual([]);
  });

  it('reads an appointment only when it has a start, and links only to web addresses', () => {
    expect(readAppointment(null)).toBeNull();
    expect(readAppointment({ eventId: 'e1' })).toBeNull();
    expect(
      readAppointment({ start: '2026-05-01T10:00:00-05:00', name: 'Ann', htmlLink: 'https://calendar.example/e1' }),
    ).toEqual({
      start: '2026-05-01T10:00:00-05:00',
      end: null,
      summary: null,
      name: 'Ann',
      htmlLink: 'https://calendar.example/e1',
    });
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://x.example/a')).toBe('https://x.example/a');
  });

  it('shows the cost in dollars and cents, and nothing when it is not known', () => {
    expect(formatCost(null)).toBeNull();
    expect(formatCost(0.0712)).toBe('$0.07');
    expect(formatCost(0.0049)).toBe('$0.00');
    expect(formatCost(2.5)).toBe('$2.50');
  });
});

describe('formatDateTime', () => {
  it("shows the time in the business's zone, named, whatever the browser's zone", () => {
    expect(formatDateTime('2026-05-01T15:00:00.000Z', 'America/Chicago')).toMatch(/^May 1(, 2026)?, 10:00 AM CDT$/);
    expect(formatDateTime('2026-05-01T15:00:00.000Z', 'Europe/London')).toMatch(/^May 1(, 2026)?, 4:00 PM GMT\+1$/);
  });

  it("falls back to the browser's zone, still named, when the call's agent is gone", () => {
    const at = new Date('2026-05-01T15:00:00.000Z');
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(formatDateTime(at.toISOString(), null).endsWith(zone)).toBe(true);
  });

  it('shows a dash for no time and the raw text for one it cannot read', () => {
    expect([formatDateTime(null, 'America/Chicago'), formatDateTime('soon', 'America/Chicago')]).toEqual(['—', 'soon']);
  });
});

describe('formatAppointmentTime', () => {
  it("shows a booking's span once in the business's zone, or its start alone", () => {
    expect(formatAppointmentTime('2026-05-02T15:00:00.000Z', '2026-05-02T15:30:00.000Z', 'America/Chicago')).toMatch(
      /^May 2(, 2026)?, 10:00 – 10:30 AM CDT$/,
    );
    expect(formatAppointmentTime('2026-05-02T15:00:00.000Z', null, 'America/Chicago')).toMatch(
      /^May 2(, 2026)?, 10:00 AM CDT$/,
    );
  });

  it('names the caller by the number as people write it, or says there was none', () => {
    expect(callerOf({ customerNumber: '+15125550123', type: 'inboundPhoneCall' })).toBe('+1 (512) 555-0123');
    expect(callerOf({ customerNumber: null, type: 'webCall' })).toBe('Browser test call');
    expect(callerOf({ customerNumber: null, type: 'inboundPhoneCall' })).toBe('Unknown caller');
  });
});
