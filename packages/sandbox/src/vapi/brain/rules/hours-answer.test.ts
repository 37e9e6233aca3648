import { defaultHours, type WeeklyHours } from '@portal/shared/agents/hours';
import { describe, expect, it } from 'vitest';
import { answerHours } from './hours-answer.ts';

// Thursday 26 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-26T15:00:00Z');
const ZONE = 'America/New_York';
const withSaturday: WeeklyHours = { ...defaultHours(), Sat: { open: true, start: '09:00', end: '13:00' } };
const ask = (question: string, hours: WeeklyHours = defaultHours(), now = NOW) =>
  answerHours(question, hours, now, ZONE);

describe('answerHours', () => {
  it("counts the owner's closed days: today, tomorrow, and when it opens again", () => {
    const closures = [{ from: '2026-11-26', to: '2026-11-27', note: 'closed for Thanksgiving' }];
    const closedAsk = (question: string) => answerHours(question, defaultHours(), NOW, ZONE, closures);
    expect(closedAsk('Are you open today?')).toBe(
      "Today we're closed (closed for Thanksgiving). We open again on Monday at 9:00 AM.",
    );
    expect(closedAsk('Are you open tomorrow?')).toBe(
      "Tomorrow, Friday, we're closed (closed for Thanksgiving). We open again on Monday at 9:00 AM.",
    );
    expect(closedAsk('Are you open right now?')).toBe(
      "We're closed today (closed for Thanksgiving). We open again on Monday at 9:00 AM.",
    );
    const longBreak = [{ from: '2026-11-26', to: '2026-12-06', note: null }];
    expect(answerHours('Are you open now?', defaultHours(), NOW, ZONE, longBreak)).toBe(
      "We're closed today. We open again on Monday, December 7 at 9:00 AM.",
    );
  });

  it('answers for the day named', () => {
    expect(ask('Are you open Saturday?')).toBe("On Saturday we're closed.");
    expect(ask('Are you open Saturday?', withSaturday)).toBe("On Saturday we're open from 9:00 AM to 1:00 PM.");
    expect(ask('What time do you close on Mondays?')).toBe("On Monday we're open from 9:00 AM to 5:00 PM.");
  });
  it('reads today and tomorrow in the business time zone', () => {
    expect(ask('Are you open today?')).toBe("Today we're open from 9:00 AM to 5:00 PM.");
    expect(ask('Are you open tomorrow?')).toBe("Tomorrow, Friday, we're open from 9:00 AM to 5:00 PM.");
    // 20:00 on Friday in New York is already Saturday in UTC.
    expect(ask('Are you open tomorrow?', defaultHours(), new Date('2026-11-28T01:00:00Z'))).toBe(
      "Tomorrow, Saturday, we're closed.",
    );
  });
  it('says the weekend together when both days are alike', () => {
    expect(ask('Are you open on weekends?')).toBe("On Saturday and Sunday we're closed.");
    expect(ask('Are you open on the weekend?', withSaturday)).toBe(
      "On Saturday we're open from 9:00 AM to 1:00 PM, and on Sunday we're closed.",
    );
  });
  it('sums up the week', () => {
    expect(ask('What are your hours?')).toBe(
      "We're open Monday to Friday, 9:00 AM to 5:00 PM, and closed on Saturday and Sunday.",
    );
    expect(ask('When are you open?', withSaturday)).toBe(
      "We're open Monday to Friday, 9:00 AM to 5:00 PM; Saturday, 9:00 AM to 1:00 PM, and closed on Sunday.",
    );
    const everyDay = Object.fromEntries(
      Object.keys(defaultHours()).map((day) => [day, { open: true, start: '08:00', end: '20:00' }]),
    ) as WeeklyHours;
    expect(ask('What are your hours?', everyDay)).toBe("We're open every day, 8:00 AM to 8:00 PM.");
    const wednesdayOff = { ...defaultHours(), Wed: { open: false, start: null, end: null } };
    expect(ask('What are your hours?', wednesdayOff)).toBe(
      "We're open Monday and Tuesday, 9:00 AM to 5:00 PM; Thursday and Friday, 9:00 AM to 5:00 PM, and closed on Wednesday, Saturday and Sunday.",
    );
  });
  it('says whether the business is open right now', () => {
    expect(ask('Are you open right now?')).toBe("Yes, we're open right now, until 5:00 PM.");
    // Friday 18:00 in New York: next open on Monday.
    expect(ask('Are you still open?', defaultHours(), new Date('2026-11-27T23:00:00Z'))).toBe(
      "We're closed right now. We open again on Monday at 9:00 AM.",
    );
    // Thursday 07:00 in New York.
    expect(ask('Are you open now?', defaultHours(), new Date('2026-11-26T12:00:00Z'))).toBe(
      "We're closed right now. We open today at 9:00 AM.",
    );
  });
});
