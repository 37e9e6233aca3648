import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { describe, expect, it } from 'vitest';
import { missingDetails } from './booking-text.ts';

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
