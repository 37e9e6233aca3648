import type { CallOutcome } from '@portal/shared/call-outcome';
import { describe, expect, it } from 'vitest';
import { settledOutcome, type RecordedFacts } from './settled-outcome.pure.ts';

const report = (extra: Partial<CallOutcome>): CallOutcome => ({
  outcome: 'answered',
  unansweredQuestions: [],
  urgent: false,
  collected: [],
  ...extra,
});
const facts = (extra: Partial<RecordedFacts> = {}): RecordedFacts => ({
  appointment: null,
  endedReason: 'customer-ended-call',
  transcript: 'AI: Hello.\nUser: Hi, a question.',
  ...extra,
});
const booking = { eventId: 'e1', start: '2026-05-02T15:00:00.000Z' };

describe('settledOutcome', () => {
  it('keeps the report where the records agree', () => {
    const answered = report({ callerName: 'Ann' });
    expect(settledOutcome(answered, facts())).toBe(answered);
    expect(settledOutcome(report({ outcome: 'booked' }), facts({ appointment: booking }))?.outcome).toBe('booked');
  });

  it('says booked when the booking tool wrote an appointment, whatever the model reported', () => {
    expect(settledOutcome(report({ callerName: 'Ann' }), facts({ appointment: booking }))).toEqual(
      report({ outcome: 'booked', callerName: 'Ann' }),
    );
  });

  it('says transferred when the platform forwarded the call', () => {
    const settled = settledOutcome(report({}), facts({ endedReason: 'assistant-forwarded-call' }));
    expect(settled?.outcome).toBe('transferred');
  });

  it('does not believe a booking that no tool made', () => {
    expect(settledOutcome(report({ outcome: 'booked' }), facts())?.outcome).toBe('answered');
    expect(settledOutcome(report({ outcome: 'booked', message: 'Wants Tuesday' }), facts())?.outcome).toBe(
      'message_taken',
    );
  });

  it('says a message was taken when the caller left one, such as a request to be called back', () => {
    const callBack = { message: 'Do you offer sedation? Can someone call me back?', callerPhone: '+15125550133' };
    expect(settledOutcome(report({ outcome: 'question_unanswered', ...callBack }), facts())?.outcome).toBe(
      'message_taken',
    );
    expect(settledOutcome(report({ outcome: 'answered', ...callBack }), facts())?.outcome).toBe('message_taken');
    // A blank message is none.
    expect(settledOutcome(report({ outcome: 'question_unanswered', message: ' ' }), facts())?.outcome).toBe(
      'question_unanswered',
    );
  });

  it('keeps an urgent matter urgent, even when a booking was made too', () => {
    expect(settledOutcome(report({ outcome: 'urgent', urgent: true }), facts({ appointment: booking }))?.outcome).toBe(
      'urgent',
    );
    expect(settledOutcome(report({ outcome: 'message_taken', urgent: true }), facts({ appointment: booking }))).toEqual(
      report({ outcome: 'message_taken', urgent: true }),
    );
  });

  it('tells what it can from the records and the transcript when the report is missing', () => {
    expect(settledOutcome(null, facts({ appointment: booking }))?.outcome).toBe('booked');
    expect(settledOutcome(null, facts({ endedReason: 'assistant-forwarded-call' }))?.outcome).toBe('transferred');
    expect(settledOutcome(null, facts({ transcript: 'AI: Hello, Bright Smile.' }))).toEqual(
      report({ outcome: 'hung_up_early' }),
    );
    expect(settledOutcome(null, facts({ transcript: null }))?.outcome).toBe('hung_up_early');
    // A conversation with no report and nothing recorded: the portal does not guess.
    expect(settledOutcome(null, facts())).toBeNull();
  });
});
