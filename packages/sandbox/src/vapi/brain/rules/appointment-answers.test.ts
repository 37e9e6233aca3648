import { describe, expect, it } from 'vitest';
import { APPOINTMENT_ANSWERS } from '@portal/shared/voice-webhook.plain';
import { dateOfDay, readChangeAnswer, readFindAnswer, readSpokenWhen } from './appointment-answers.ts';
import { CLEANING, CLEANING_ID, EXAM, EXAM_ID, NOW, upcoming } from './testing.ts';

const ZONE = 'America/New_York';
// NOW is Thursday 26 November 2026 in New York.

describe('readFindAnswer', () => {
  it('lists each appointment with its id, kind, day and time, dated from the call’s day', () => {
    expect(readFindAnswer(upcoming(CLEANING, EXAM), NOW, ZONE)).toEqual({
      kind: 'found',
      appointments: [
        {
          id: CLEANING_ID,
          what: 'Cleaning – Jane Doe',
          day: 'Tuesday, December 1',
          time: '10:00 AM',
          date: '2026-12-01',
          clock: '10:00',
        },
        {
          id: EXAM_ID,
          what: 'Exam – Jane Doe',
          day: 'Friday, December 4',
          time: '2:30 PM',
          date: '2026-12-04',
          clock: '14:30',
        },
      ],
    });
  });

  it('reads a summary with " on " or "; " in it, and the narrow space Intl puts before PM', () => {
    const answer = upcoming(
      'Call on site; quote – Lee on Monday, November 30 at 9:00\u202fAM (appointment id abc-1)',
      CLEANING,
    );
    const read = readFindAnswer(answer, NOW, ZONE);
    expect(read.kind === 'found' && read.appointments.map(({ what, time, id }) => ({ what, time, id }))).toEqual([
      { what: 'Call on site; quote – Lee', time: '9:00 AM', id: 'abc-1' },
      { what: 'Cleaning – Jane Doe', time: '10:00 AM', id: CLEANING_ID },
    ]);
  });

  it('tells nothing under the number calling from nothing under a name, and anything else', () => {
    expect(readFindAnswer(APPOINTMENT_ANSWERS.noneForNumber, NOW, ZONE)).toEqual({ kind: 'none-for-number' });
    expect(readFindAnswer(APPOINTMENT_ANSWERS.noneForName, NOW, ZONE)).toEqual({ kind: 'none-for-name' });
    expect(readFindAnswer('Sorry, the calendar is not reachable.', NOW, ZONE)).toEqual({ kind: 'other' });
    expect(readFindAnswer('Upcoming appointments: none that I can read.', NOW, ZONE)).toEqual({ kind: 'other' });
  });
});

describe('readChangeAnswer', () => {
  it('reads a move, a cancellation, someone else’s appointment, and check_availability’s answers', () => {
    const moved =
      'Moved: the appointment is now on Wednesday, December 2 at 10:00 AM (it was Tuesday, December 1 at 10:00 AM).';
    expect(readChangeAnswer(moved)).toEqual({ kind: 'moved' });
    expect(readChangeAnswer('Cancelled: the appointment on Tuesday, December 1 at 10:00 AM.')).toEqual({
      kind: 'cancelled',
    });
    expect(readChangeAnswer(APPOINTMENT_ANSWERS.notTheirs)).toEqual({ kind: 'not-theirs' });
    expect(
      readChangeAnswer('That time is no longer available. Open times on Wednesday, December 2: 9:00 AM, 11:00 AM.'),
    ).toEqual({ kind: 'times', times: ['09:00', '11:00'] });
    expect(readChangeAnswer("We're closed on Sunday.")).toEqual({ kind: 'refused' });
  });
});

describe('dateOfDay and readSpokenWhen', () => {
  it('dates a day from the call’s day on, into the next year when it is past', () => {
    expect(dateOfDay('Tuesday, December 1', NOW, ZONE)).toBe('2026-12-01');
    expect(dateOfDay('Thursday, November 26', NOW, ZONE)).toBe('2026-11-26');
    expect(dateOfDay('Friday, January 8', NOW, ZONE)).toBe('2027-01-08');
    // No year has that weekday on that date nearby: not guessed.
    expect(dateOfDay('Monday, December 1', NOW, ZONE)).toBeNull();
  });

  it('reads a returning caller’s next appointment as a date and a time', () => {
    expect(readSpokenWhen('Tuesday, December 1 at 10:00 AM', NOW, ZONE)).toEqual({ date: '2026-12-01', time: '10:00' });
    expect(readSpokenWhen('next week', NOW, ZONE)).toEqual({});
  });
});
