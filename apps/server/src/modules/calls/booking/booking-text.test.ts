import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { describeSlots, missingDetails } from './booking-text.pure.ts';

const config = { ...defaultSchedulingConfig(), require_email: true, require_existing_or_new_client: true };

describe('missingDetails', () => {
  it('names every detail the scheduling rules ask for and the caller has not given', () => {
    expect(missingDetails(config, { full_name: 'Jane Doe' })).toBe(
      "Before I can book, I still need the caller's phone number, e-mail address, reason for the visit, client status (new or existing).",
    );
  });

  it('asks whether the caller is a new or existing client when the rule is on', () => {
    const given = {
      full_name: 'Jane Doe',
      phone_number: '+15125550123',
      email: 'jane@example.com',
      reason: 'Cleaning',
    };
    expect(missingDetails(config, given)).toBe(
      "Before I can book, I still need the caller's client status (new or existing).",
    );
    expect(missingDetails(config, { ...given, client_status: 'new' })).toBeNull();
    expect(missingDetails({ ...config, require_existing_or_new_client: false }, given)).toBeNull();
  });

  it('always needs a name, whatever the rules say', () => {
    const none = { ...config, require_full_name: false, require_phone_number: false, require_email: false };
    const relaxed = { ...none, require_reason_for_visit: false, require_existing_or_new_client: false };
    expect(missingDetails(relaxed, {})).toBe("Before I can book, I still need the caller's full name.");
  });
});

describe('describeSlots', () => {
  const zone = 'America/New_York';
  // Every 15 minutes from 8:00 to 16:45: too many to read out, so the list is spread.
  const slots = Array.from({ length: 36 }, (_unused, index) =>
    DateTime.fromISO('2026-11-30T08:00', { zone }).plus({ minutes: 15 * index }),
  );

  it('reads out a spread of the open times', () => {
    expect(describeSlots('2026-11-30', zone, slots)).toBe(
      'Open times on Monday, November 30: 8:00 AM, 9:15 AM, 10:30 AM, 11:45 AM, 1:00 PM, 2:15 PM, 3:30 PM, 4:45 PM.',
    );
  });

  it('always includes the time the caller asked for when it is open', () => {
    expect(describeSlots('2026-11-30', zone, slots, '10:00')).toBe(
      'Open times on Monday, November 30: 8:00 AM, 9:15 AM, 10:00 AM, 10:30 AM, 11:45 AM, 1:00 PM, 2:15 PM, 3:30 PM, 4:45 PM.',
    );
    expect(describeSlots('2026-11-30', zone, slots, '19:00')).not.toContain('7:00 PM');
  });
});
