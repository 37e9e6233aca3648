import { describe, expect, it } from 'vitest';
import { callerDetails, detailLabel } from './caller-details.plain.ts';

// The zone formatting itself is the page's and the e-mail's (tested there): here an instant only
// has to reach it.
const moment = (iso: string) => `${iso} in Chicago`;
const shown = (details: ReturnType<typeof callerDetails>) => details.map(({ label, value }) => `${label}: ${value}`);

describe('the caller details an owner reads', () => {
  it('shows each detail once when the owner’s list asks again for the name, number and reason', () => {
    const details = callerDetails(
      {
        callerName: 'Jane Doe',
        callerPhone: '+15125550142',
        reason: 'Water leak',
        collected: [
          { item: 'Full name with spelling', value: 'Jane Doe' },
          { item: 'best callback number', value: '512-555-0142' },
          { item: 'the reason for the call', value: 'water leak' },
          { item: 'Address', value: '12 Oak Street' },
        ],
      },
      { moment },
    );
    expect(shown(details)).toEqual([
      'Name: Jane Doe',
      'Phone: +1 (512) 555-0142',
      'Reason: Water leak',
      'Address: 12 Oak Street',
    ]);
    expect(details.map((detail) => detail.kind)).toEqual(['name', 'phone', 'reason', 'other']);
  });

  it('reads keys, JSON, dates and bare digits as an owner would write them', () => {
    const details = callerDetails(
      {
        collected: [
          { item: 'caller_name', value: 'Ann Lee' },
          { item: 'callback_number', value: '(512) 555 0199' },
          { item: 'preferred_time', value: '2026-05-02T15:00:00.000Z' },
          { item: 'preferredDate', value: '2026-05-04' },
          { item: 'requested_slot', value: '2026-05-04T14:30' },
          { item: 'new_patient', value: 'true' },
          { item: 'insurance', value: '{"provider":"Aetna","member_id":"W123","primary":true}' },
          { item: 'symptoms', value: '["toothache", "swelling"]' },
          { item: 'emergency_contact', value: '+15125550100' },
          { item: 'notes', value: 'null' },
          { item: 'Anything else?', value: '  ' },
        ],
      },
      { moment },
    );
    expect(shown(details)).toEqual([
      'Name: Ann Lee',
      'Phone: +1 (512) 555-0199',
      'Preferred time: 2026-05-02T15:00:00.000Z in Chicago',
      'Preferred date: May 4, 2026',
      'Requested slot: May 4, 2026, 2:30 PM',
      'New patient: Yes',
      'Insurance: Provider: Aetna, Member id: W123, Primary: Yes',
      'Symptoms: toothache, swelling',
      'Emergency contact: +1 (512) 555-0100',
    ]);
  });

  it('leaves out what is shown elsewhere: the number that called, the message', () => {
    const details = callerDetails(
      {
        callerPhone: '512.555.0142',
        reason: 'Pipe burst in the kitchen',
        collected: [{ item: 'What happened', value: 'Pipe burst in the kitchen.' }],
      },
      { moment, shownElsewhere: ['+15125550142', 'Pipe burst in the kitchen', null] },
    );
    expect(details).toEqual([]);
  });

  it('keeps a second, different number or name under the owner’s own label', () => {
    const details = callerDetails(
      {
        callerName: 'Jane Doe',
        callerPhone: '+15125550142',
        collected: [
          { item: 'Alternate phone', value: '512 555 0177' },
          { item: 'Company name', value: 'Doe Plumbing' },
          { item: "Patient's name", value: 'Sam Doe' },
        ],
      },
      { moment },
    );
    expect(shown(details)).toEqual([
      'Name: Jane Doe',
      'Phone: +1 (512) 555-0142',
      'Alternate phone: +1 (512) 555-0177',
      'Company name: Doe Plumbing',
      "Patient's name: Sam Doe",
    ]);
  });

  it('keeps a number from abroad as given and words that only look like JSON', () => {
    const details = callerDetails(
      { callerPhone: '+44 20 7946 0000', collected: [{ item: 'Notes', value: '[call after 5]' }] },
      { moment },
    );
    expect(shown(details)).toEqual(['Phone: +44 20 7946 0000', 'Notes: [call after 5]']);
  });
});

describe('detailLabel', () => {
  it.each([
    ['caller_name', 'Caller name'],
    ['preferredTime', 'Preferred time'],
    ['best callback number', 'Best callback number'],
    ['How did you hear about us?', 'How did you hear about us'],
    ['Address:', 'Address'],
    ['__', 'Detail'],
  ])('%s reads as %s', (item, label) => {
    expect(detailLabel(item)).toBe(label);
  });
});
