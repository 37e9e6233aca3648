import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ANSWERS,
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  RESCHEDULE_APPOINTMENT,
} from '@portal/shared/voice-webhook.plain';
import type { ToolUse } from '../brain.ts';
import { outcomeFromActions } from './call-outcome.ts';

const used = (name: string, result: string): ToolUse => ({ id: name, name, arguments: {}, result });

describe('outcomeFromActions', () => {
  it('reports the last booking made, moved or cancelled, counting only the changes the webhook confirmed', () => {
    const booked = used(BOOK_APPOINTMENT, 'Booked: Friday, November 27 at 10:00 AM.');
    const moved = used(RESCHEDULE_APPOINTMENT, 'Moved: the appointment is now on Wednesday, December 2 at 10:00 AM.');
    const cancelled = used(CANCEL_APPOINTMENT, 'Cancelled: the appointment on Tuesday, December 1 at 10:00 AM.');
    const refused = used(CANCEL_APPOINTMENT, APPOINTMENT_ANSWERS.notTheirs);
    expect(outcomeFromActions([booked, moved], undefined).outcome).toBe('rescheduled');
    expect(outcomeFromActions([moved, cancelled, refused], undefined).outcome).toBe('cancelled');
    expect(outcomeFromActions([refused], { reason: 'assistant-forwarded-call', destination: '+1' }).outcome).toBe(
      'transferred',
    );
  });
});
