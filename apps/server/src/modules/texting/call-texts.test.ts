import { DEFAULT_TEXTING_SETTINGS, NOT_SENT_REASONS } from '@portal/shared/texts.plain';
import { describe, expect, it } from 'vitest';
import { isMissedCall, plannedTexts, type CallForTexts } from './call-texts.pure.ts';
import { keywordOf } from './keywords.pure.ts';

const on = (...kinds: (keyof typeof DEFAULT_TEXTING_SETTINGS)[]) =>
  Object.fromEntries(kinds.map((kind) => [kind, { ...DEFAULT_TEXTING_SETTINGS[kind], on: true }]));

const call = (fields: Partial<CallForTexts> = {}): CallForTexts => ({
  id: 'c1',
  type: 'inboundPhoneCall',
  customerNumber: '+15125550111',
  durationSeconds: 95,
  messages: [{ role: 'user', message: 'Hello, I need a cleaning' }],
  outcome: null,
  summary: null,
  appointmentChanges: [],
  createdAt: new Date('2026-11-30T23:30:00Z'),
  textingSettings: {},
  businessName: 'Bright Smile Dental',
  timezone: 'America/Chicago',
  ourNumber: '+15125550100',
  ownerMobile: null,
  ...fields,
});

const links = { call: 'https://portal.example/calls/c1' };

describe('keywords a caller texts', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop. ', 'stop'],
    ['Stop All', 'stop'],
    ['unsubscribe', 'stop'],
    ['Quit', 'stop'],
    ['start', 'start'],
    ['UNSTOP', 'start'],
    ['Help?', 'help'],
    ['info', 'help'],
    ['Stop texting me', null],
    ['Can I come at 3 instead?', null],
  ] as const)('reads %j as %s', (text, keyword) => {
    expect(keywordOf(text)).toBe(keyword);
  });
});

describe('the texts a call calls for', () => {
  it('texts nothing while every switch is off', () => {
    const booked = {
      kind: 'booked',
      appointmentId: 'a',
      summary: 'Cleaning',
      start: '2026-12-01T16:00:00Z',
      textConsent: true,
    } as const;
    expect(plannedTexts(call({ appointmentChanges: [booked] }), links)).toEqual([]);
  });

  it("confirms each change with the business's name and the time in its zone", () => {
    const texts = plannedTexts(
      call({
        textingSettings: on('booking', 'reschedule'),
        appointmentChanges: [
          { kind: 'booked', appointmentId: 'a', summary: 'Cleaning', start: '2026-12-01T16:00:00Z', textConsent: true },
          {
            kind: 'rescheduled',
            appointmentId: 'a',
            summary: 'Cleaning',
            from: '2026-12-01T16:00:00Z',
            to: '2026-12-02T15:00:00Z',
            textConsent: false,
          },
        ],
      }),
      links,
    );
    expect(texts.map((text) => [text.kind, text.body, text.heldBack])).toEqual([
      [
        'booking_confirmation',
        "Bright Smile Dental: you're booked for Cleaning on Tue, Dec 1 at 10:00 AM CST. To change it, call (512) 555-0100. Reply STOP to opt out.",
        undefined,
      ],
      [
        'reschedule_confirmation',
        'Bright Smile Dental: your Cleaning has moved to Wed, Dec 2 at 9:00 AM CST. To change it, call (512) 555-0100. Reply STOP to opt out.',
        NOT_SENT_REASONS.noConsent,
      ],
    ]);
  });

  it('keys a missed call by the number and the business day, so a second one that day texts nothing new', () => {
    const [text] = plannedTexts(call({ textingSettings: on('missedCall'), messages: [], durationSeconds: 3 }), links);
    // 23:30 UTC on Nov 30 is still Nov 30 in Chicago.
    expect(text).toMatchObject({ kind: 'missed_call', dedupeKey: 'missed:+15125550111:2026-11-30' });
  });

  it('tells a missed call from one where the caller spoke, was spam, or booked', () => {
    expect(isMissedCall(call({ messages: [], durationSeconds: 40 }))).toBe(true);
    expect(isMissedCall(call({ durationSeconds: 6 }))).toBe(true);
    expect(
      isMissedCall(
        call({ outcome: { outcome: 'hung_up_early', urgent: false, unansweredQuestions: [], collected: [] } }),
      ),
    ).toBe(true);
    expect(isMissedCall(call())).toBe(false);
    const answered = { outcome: 'answered' as const, urgent: false, unansweredQuestions: [], collected: [] };
    expect(isMissedCall(call({ durationSeconds: 6, outcome: answered }))).toBe(false);
    expect(
      isMissedCall(
        call({ messages: [], outcome: { outcome: 'spam', urgent: false, unansweredQuestions: [], collected: [] } }),
      ),
    ).toBe(false);
    expect(isMissedCall(call({ messages: [], type: 'outboundPhoneCall' }))).toBe(false);
  });

  it("alerts the owner's mobile of an urgent matter rather than also of the message", () => {
    const texts = plannedTexts(
      call({
        textingSettings: on('ownerUrgent', 'ownerMessage'),
        ownerMobile: '+15125550177',
        outcome: {
          outcome: 'urgent',
          urgent: true,
          unansweredQuestions: [],
          collected: [],
          callerName: 'Sam',
          message: 'Broken tooth',
        },
      }),
      links,
    );
    expect(texts.map((text) => [text.kind, text.to, text.toCaller, text.body])).toEqual([
      [
        'owner_urgent',
        '+15125550177',
        false,
        'Urgent call for Bright Smile Dental from Sam, (512) 555-0111: Broken tooth https://portal.example/calls/c1',
      ],
    ]);
  });
});
