import { describe, expect, it } from 'vitest';
import { formatCost, formatDateTime, parseTranscript, readAppointment, safeHref } from './format';

describe('call formatting', () => {
  it('reads the stored transcript as AI and User turns', () => {
    expect(
      parseTranscript('AI: Hello, Bright Smile.\nUser: What are your hours?\nAI: We are open\nMonday to Friday.'),
    ).toEqual([
      { speaker: 'AI', text: 'Hello, Bright Smile.' },
      { speaker: 'User', text: 'What are your hours?' },
      { speaker: 'AI', text: 'We are open\nMonday to Friday.' },
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

  it('shows the cost in dollars', () => {
    expect(formatCost(null)).toBe('—');
    expect(formatCost(0.0123)).toBe('$0.0123');
    expect(formatCost(2.5)).toBe('$2.50');
  });
});

describe('formatDateTime', () => {
  it('shows the time with its zone, so it cannot be misread from elsewhere', () => {
    const at = new Date('2026-05-01T15:00:00.000Z');
    const zone = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')!.value;
    const shown = formatDateTime(at.toISOString());
    expect(shown).toContain('2026');
    expect(shown.endsWith(zone)).toBe(true);
  });

  it('shows a dash for no time and the raw text for one it cannot read', () => {
    expect([formatDateTime(null), formatDateTime('soon')]).toEqual(['—', 'soon']);
  });
});
