import { describe, expect, it } from 'vitest';
import { defaultHours, type WeeklyHours } from './hours.ts';
import { defaultSchedulingConfig, type SchedulingConfig } from './scheduling.ts';
import {
  CALLER_GOODBYE,
  firstPricedItem,
  proposeScenarios,
  tryPrompts,
  type ProposableAgent,
} from './scenario-proposals.plain.ts';
import { scenarioInputSchema } from './scenarios.ts';
import { destination } from '../testing/destinations.ts';

const quiet: ProposableAgent = {
  scheduling: 'No',
  schedulingConfig: null,
  yourHours: defaultHours(),
  yourPrices: null,
  contactInfo: null,
  topicsToAvoid: null,
  endOfCall: null,
  callForwardingActive: false,
  transferDestinations: [],
  urgentMattersEnabled: false,
  urgentMattersSituations: null,
  urgentMattersAction: null,
  urgentMattersInfoToCollect: [],
  // The owner kept the hours: a suggested week is never tested (see the honest-facts tests).
  userSavedSections: ['yourHours'],
  initialConfigSnapshot: null,
  closures: [],
};

const agent = (overrides: Partial<ProposableAgent>): ProposableAgent => ({ ...quiet, ...overrides });
const booking = (config: Partial<SchedulingConfig>, hours: WeeklyHours = defaultHours()) =>
  agent({
    scheduling: 'Gather Info: cleanings',
    schedulingConfig: { ...defaultSchedulingConfig(), ...config },
    yourHours: hours,
  });
const allWeek = (start: string, end: string): WeeklyHours => {
  const day = () => ({ open: true, start, end });
  return { Mon: day(), Tue: day(), Wed: day(), Thu: day(), Fri: day(), Sat: day(), Sun: day() };
};
const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as SchedulingConfig['allowed_booking_days'];

const titled = (scenarios: ReturnType<typeof proposeScenarios>, title: string) =>
  scenarios.find((scenario) => scenario.title === title);
/** The scenario proposed from a first topic to avoid. */
const avoided = (topic: string) =>
  proposeScenarios(agent({ topicsToAvoid: topic })).find((scenario) =>
    scenario.title.startsWith('Declines to discuss'),
  );
const bookingOf = (proposal: ProposableAgent) => titled(proposeScenarios(proposal), 'Books an appointment');

describe('proposeScenarios', () => {
  it('proposes only the hours question, a call-back request and the AI question for an agent set up for nothing else', () => {
    expect(proposeScenarios(quiet)).toEqual([
      {
        title: 'Says it is closed on Saturday',
        callerTurns: ['Are you open Saturday?', CALLER_GOODBYE],
        expectations: [{ kind: 'mentions', text: 'closed' }, { kind: 'ended_politely' }],
      },
      {
        title: 'Takes a call-back request',
        callerTurns: [
          'I have a question about my bill. Could someone call me back? My name is Lee Wong and my number is 512-555-0133.',
        ],
        expectations: [{ kind: 'message_taken' }],
      },
      {
        title: 'Says it is an AI when asked',
        callerTurns: ['Am I talking to a real person or a robot?'],
        expectations: [{ kind: 'mentions', text: 'AI assistant' }],
      },
    ]);
  });

  it('books tomorrow at 10 when every day is bookable at 10 and the notice is short', () => {
    const scenario = bookingOf(booking({ allowed_booking_days: EVERY_DAY }, allWeek('09:00', '17:00')));
    expect(scenario).toEqual({
      title: 'Books an appointment',
      callerTurns: [
        'Can I book an appointment tomorrow at 10?',
        'My name is Jane Doe and my number is 512-555-0142. The reason for the visit is a check-up.',
        'Yes, please book it.',
      ],
      expectations: [{ kind: 'booked' }, { kind: 'collected_fields' }],
    });
  });

  it('asks for the first bookable weekday when tomorrow may be a day off (weekdays only)', () => {
    expect(bookingOf(booking({}))?.callerTurns[0]).toBe('Can I book an appointment next Monday at 10?');
  });

  it('skips days without opening hours or outside the booking days', () => {
    const hours = { ...defaultHours(), Mon: { open: false, start: null, end: null } };
    expect(bookingOf(booking({}, hours))?.callerTurns[0]).toBe('Can I book an appointment next Tuesday at 10?');
    expect(bookingOf(booking({ allowed_booking_days: ['Thu'] }))?.callerTurns[0]).toBe(
      'Can I book an appointment next Thursday at 10?',
    );
  });

  it('does not say tomorrow when the minimum notice could rule it out', () => {
    const config = { allowed_booking_days: EVERY_DAY, minimum_notice_hours: 24 };
    expect(bookingOf(booking(config, allWeek('09:00', '17:00')))?.callerTurns[0]).toBe(
      'Can I book an appointment next Monday at 10?',
    );
  });

  it('picks a time inside the booking hours when 10 is outside them or too late for the length', () => {
    expect(bookingOf(booking({ allowed_booking_hours_start: '13:00' }))?.callerTurns[0]).toBe(
      'Can I book an appointment next Monday at 1 PM?',
    );
    const late = booking(
      { appointment_duration_options: [120] },
      { ...defaultHours(), Mon: { open: true, start: '08:30', end: '11:00' } },
    );
    expect(bookingOf(late)?.callerTurns[0]).toBe('Can I book an appointment next Monday at 9 AM?');
    const early = booking({ allowed_booking_hours_start: '08:30' }, allWeek('08:00', '09:30'));
    expect(bookingOf(early)?.callerTurns[0]).toBe('Can I book an appointment next Monday at 8:30 AM?');
  });

  it('names the first appointment type, in lower case, with its article', () => {
    expect(bookingOf(booking({ appointment_types: ['Teeth whitening', 'Exam'] }))?.callerTurns[0]).toBe(
      'Can I book a teeth whitening next Monday at 10?',
    );
    expect(bookingOf(booking({ appointment_types: ['Exam and cleaning'] }))?.callerTurns[0]).toBe(
      'Can I book an exam and cleaning next Monday at 10?',
    );
  });

  it('gives every detail the booking rules require', () => {
    const config = {
      require_email: true,
      require_existing_or_new_client: true,
      appointment_types: ['Routine cleaning'],
    };
    expect(bookingOf(booking(config))?.callerTurns[1]).toBe(
      "My name is Jane Doe and my number is 512-555-0142. My e-mail is jane.doe@example.com. The reason for the visit is a routine cleaning. I'm a new client.",
    );
  });

  it('proposes no booking when scheduling is off or no day can be booked', () => {
    expect(bookingOf(agent({ scheduling: 'No', schedulingConfig: defaultSchedulingConfig() }))).toBeUndefined();
    expect(bookingOf(booking({ allowed_booking_days: ['Sat'] }))).toBeUndefined();
  });

  it('has a caller look up, move and cancel their own appointment, right after the booking', () => {
    const titles = proposeScenarios(booking({})).map((scenario) => scenario.title);
    expect(titles.slice(0, 4)).toEqual([
      'Books an appointment',
      'Looks up an appointment',
      'Moves an appointment',
      'Cancels an appointment',
    ]);
    const everyDay = proposeScenarios(booking({ allowed_booking_days: EVERY_DAY }, allWeek('09:00', '17:00')));
    expect(everyDay.slice(1, 4)).toEqual([
      {
        title: 'Looks up an appointment',
        callerTurns: ['When is my appointment?', "It's under Jane Doe, 512 555 0123."],
        expectations: [{ kind: 'found_appointment' }],
      },
      {
        title: 'Moves an appointment',
        callerTurns: [
          'I need to move my appointment.',
          "It's under Jane Doe, 512 555 0123.",
          'Can we do tomorrow at 10?',
          'Yes, please move it.',
        ],
        expectations: [{ kind: 'rescheduled' }],
      },
      {
        title: 'Cancels an appointment',
        callerTurns: [
          'I need to cancel my appointment.',
          "It's under Jane Doe, 512 555 0123.",
          'Yes, please cancel it.',
          'Something came up at work.',
        ],
        expectations: [{ kind: 'cancelled' }],
      },
    ]);
  });

  it('moves the appointment to a day and time the booking rules allow', () => {
    const moveOf = (proposal: ProposableAgent) =>
      titled(proposeScenarios(proposal), 'Moves an appointment')?.callerTurns[2];
    expect(moveOf(booking({}))).toBe('Can we do next Monday at 10?');
    expect(moveOf(booking({ allowed_booking_hours_start: '13:00', allowed_booking_days: ['Wed'] }))).toBe(
      'Can we do next Wednesday at 1 PM?',
    );
  });

  it('proposes no managing of bookings when the agent cannot book', () => {
    const managing = (proposal: ProposableAgent) =>
      proposeScenarios(proposal).filter((scenario) => / an appointment$/.test(scenario.title));
    expect(managing(agent({ scheduling: 'No', schedulingConfig: defaultSchedulingConfig() }))).toEqual([]);
    expect(managing(booking({ allowed_booking_days: ['Sat'] }))).toEqual([]);
  });

  it('takes an urgent message about the first situation, or transfers it when set to forward', () => {
    const urgent = agent({
      urgentMattersEnabled: true,
      urgentMattersSituations: 'Severe tooth pain, or swelling of the face.',
      urgentMattersAction: 'take_message',
    });
    expect(titled(proposeScenarios(urgent), 'Takes an urgent message')).toEqual({
      title: 'Takes an urgent message',
      callerTurns: ["It's an emergency: severe tooth pain.", 'My name is Jane Doe and my number is 512-555-0142.'],
      expectations: [{ kind: 'urgent_message' }],
    });
    const forwards = {
      ...urgent,
      urgentMattersAction: 'forward_call',
      urgentMattersInfoToCollect: ['Full Name', 'Phone', 'Address', 'Email', 'Reason for Call', 'Other'],
      transferDestinations: [destination({ number: '+15125550100' })],
    };
    // The agent collects the details first, then transfers: the caller gives every one it asks for.
    expect(titled(proposeScenarios(forwards), 'Transfers an emergency')).toEqual({
      title: 'Transfers an emergency',
      callerTurns: [
        "It's an emergency: severe tooth pain.",
        'My name is Jane Doe and my number is 512-555-0142. The address is 12 Oak Street, Austin. My e-mail is jane.doe@example.com.',
      ],
      expectations: [{ kind: 'transferred' }],
    });
    const capitalised = { ...urgent, urgentMattersSituations: 'A burst pipe; MRI machine down' };
    expect(proposeScenarios(capitalised)[0]?.callerTurns[0]).toBe("It's an emergency: a burst pipe.");
    const acronym = { ...urgent, urgentMattersSituations: 'MRI machine down' };
    expect(proposeScenarios(acronym)[0]?.callerTurns[0]).toBe("It's an emergency: MRI machine down.");
    // Without a number to forward to, the agent takes a message instead.
    const noNumber = { ...forwards, transferDestinations: [] };
    expect(titled(proposeScenarios(noNumber), 'Takes an urgent message')).toBeDefined();
  });

  it('asks for a person when forwarding is on', () => {
    const scenario = titled(proposeScenarios(agent({ callForwardingActive: true })), 'Transfers to a person');
    expect(scenario).toEqual({
      title: 'Transfers to a person',
      callerTurns: ['I want to talk to a person.'],
      expectations: [{ kind: 'transferred' }],
    });
  });

  it('asks the price of the first priced product and expects that price', () => {
    const scenario = titled(
      proposeScenarios(agent({ yourPrices: 'Teeth whitening: $299, cleaning $120' })),
      'Gives the price of teeth whitening',
    );
    expect(scenario).toEqual({
      title: 'Gives the price of teeth whitening',
      callerTurns: ['How much is teeth whitening?'],
      expectations: [{ kind: 'mentions', text: '$299' }],
    });
  });

  it('asks for the prices when none is named after a product', () => {
    const scenario = titled(proposeScenarios(agent({ yourPrices: '$50 for any visit' })), 'Gives the prices');
    expect(scenario?.expectations).toEqual([{ kind: 'mentions', text: '$50' }]);
    expect(titled(proposeScenarios(agent({ yourPrices: 'Ask us' })), 'Gives the prices')).toBeUndefined();
  });

  it('expects the Saturday opening time when open on Saturday', () => {
    const hours = { ...defaultHours(), Sat: { open: true, start: '09:00', end: '13:00' } };
    expect(
      titled(proposeScenarios(agent({ yourHours: hours })), 'Says the Saturday opening time')?.expectations,
    ).toEqual([{ kind: 'mentions', text: '9 AM' }, { kind: 'ended_politely' }]);
    const halfPast = { ...defaultHours(), Sat: { open: true, start: '08:30', end: '13:00' } };
    expect(proposeScenarios(agent({ yourHours: halfPast }))[0]?.expectations[0]).toEqual({
      kind: 'mentions',
      text: '8:30 AM',
    });
    const atTen = { ...defaultHours(), Sat: { open: true, start: '10:00', end: '13:00' } };
    expect(proposeScenarios(agent({ yourHours: atTen }))[0]?.expectations[0]).toEqual({
      kind: 'mentions',
      text: '10 AM',
    });
  });

  it('asks for the address, e-mail or phone number the contact information gives', () => {
    const mention = (contactInfo: string) =>
      titled(proposeScenarios(agent({ contactInfo })), 'Gives the contact details');
    expect(mention('Call 512-555-0100 or visit 120 Main Street, Austin')).toEqual({
      title: 'Gives the contact details',
      callerTurns: ["What's your address?", CALLER_GOODBYE],
      expectations: [{ kind: 'mentions', text: '120' }, { kind: 'ended_politely' }],
    });
    expect(mention('Write to hello@smile.example or call (512) 555-0100')?.expectations[0]).toEqual({
      kind: 'mentions',
      text: 'hello@smile.example',
    });
    expect(mention('Phone: (512) 555-0100')?.callerTurns[0]).toBe("What's your phone number?");
    expect(mention('Phone: (512) 555-0100')?.expectations[0]).toEqual({ kind: 'mentions', text: '0100' });
    expect(mention('Ask at the desk')).toBeUndefined();
  });

  it('asks about the first topic to avoid as a caller would, and expects a message instead of an answer', () => {
    const scenario = titled(
      proposeScenarios(agent({ topicsToAvoid: 'Diagnoses or opinions about whether treatment is needed; politics' })),
      'Declines to discuss diagnoses or opinions about whether treatment is needed',
    );
    expect(scenario).toEqual({
      title: 'Declines to discuss diagnoses or opinions about whether treatment is needed',
      callerTurns: [
        "Do you think I really need the treatment I was told about, or is it fine to wait? If you can't say, could someone call me back? My name is Alex Kim and my number is 512-555-0161.",
      ],
      expectations: [{ kind: 'message_taken' }],
    });
  });

  it('checks that no dose is given when medication advice is off limits', () => {
    const [question] = avoided('Medication advice or doses')!.callerTurns;
    expect(question).toMatch(/^What dose of ibuprofen is okay for me to take each day\? If you can't say/);
    expect(avoided('Medication advice or doses')!.expectations).toEqual([
      { kind: 'not_mentions', text: 'mg' },
      { kind: 'not_mentions', text: 'milligram' },
      { kind: 'message_taken' },
    ]);
  });

  it("asks a real question for the topics owners list most, never the rule's own words", () => {
    const topics = [
      'Diagnosing a problem for certain',
      'Guessing the cause of a problem',
      'Promises that a dish is allergen-free',
      'Home values or offer prices',
      'Legal advice or opinions on a case',
      'Other customers’ information',
      'Politics and religion',
      'Comments about competitors',
      'Medical',
    ];
    for (const topic of topics) {
      const [question] = avoided(topic)!.callerTurns;
      expect(question!.toLowerCase(), topic).not.toContain(topic.toLowerCase());
      expect(question, topic).toMatch(/\? If you can't say/);
    }
    // A topic of the owner's own is asked about in their words.
    expect(avoided('Parking tickets')!.callerTurns[0]).toMatch(
      /^I was hoping you could help me with parking tickets\. If you can't say/,
    );
  });

  it('ends with the goodbye only where a polite end is expected', () => {
    const everything = agent({
      ...booking({}),
      urgentMattersEnabled: true,
      callForwardingActive: true,
      yourPrices: 'Whitening $299',
      contactInfo: '120 Main Street',
      topicsToAvoid: 'Politics',
    });
    for (const scenario of proposeScenarios(everything)) {
      const endsPolitely = scenario.expectations.some((expectation) => expectation.kind === 'ended_politely');
      expect(scenario.callerTurns.at(-1) === CALLER_GOODBYE, scenario.title).toBe(endsPolitely);
    }
  });

  it('proposes scenarios the API accepts, even from very long settings', () => {
    const long = 'x'.repeat(900);
    const everything = agent({
      ...booking({ appointment_types: ['Consultation'] }),
      urgentMattersEnabled: true,
      urgentMattersSituations: long,
      callForwardingActive: true,
      yourPrices: `${long} $10`,
      contactInfo: '120 Main Street',
      topicsToAvoid: long,
    });
    const scenarios = proposeScenarios(everything);
    expect(scenarios).toHaveLength(12);
    for (const scenario of scenarios)
      expect(scenarioInputSchema.safeParse(scenario).success, scenario.title).toBe(true);
    expect(proposeScenarios(everything)).toEqual(scenarios);
  });

  it('reads stored values older code wrote without failing', () => {
    const odd = agent({ scheduling: 'Use Instructions: call', schedulingConfig: 'nonsense', yourHours: 42 });
    expect(bookingOf(odd)?.callerTurns[0]).toBe('Can I book an appointment next Monday at 10?');
  });
});

describe('proposals set at a time of day', () => {
  // The default week: Monday to Friday, 9:00 to 17:00. The owner kept it (see the quiet agent).
  const billing = destination({
    id: 'd2',
    name: 'Billing',
    number: '+15125550123',
    reason: 'Billing questions',
    ringWhen: 'open_hours',
  });
  const onCall = destination({ name: 'On call', number: '+15125550100', ringWhen: 'always' });
  const forwarding = (...transferDestinations: ReturnType<typeof destination>[]) =>
    agent({ callForwardingActive: true, transferDestinations });
  const timed = (proposal: ProposableAgent) =>
    proposeScenarios(proposal).filter(
      (scenario) =>
        scenario.title !== 'Transfers to a person' && (scenario.callAt !== undefined || scenario.transfersUnanswered),
    );

  it('transfers during opening hours, takes a message after them and when nobody answers', () => {
    expect(timed(forwarding(billing))).toEqual([
      {
        title: 'Transfers during opening hours',
        callerTurns: ['Can I talk to someone about billing questions?'],
        expectations: [{ kind: 'transferred' }],
        callAt: { on: 'Mon', time: '10:00' },
      },
      {
        title: 'Takes a message after hours',
        callerTurns: [
          'Can I talk to someone about billing questions?',
          'Could someone call me back? My name is Jane Doe and my number is 512-555-0142.',
        ],
        expectations: [{ kind: 'not_transferred' }, { kind: 'message_taken' }],
        callAt: { on: 'Mon', time: '21:00' },
      },
      {
        title: 'Takes a message when nobody answers',
        callerTurns: [
          'Can I talk to someone about billing questions?',
          'Could someone call me back? My name is Jane Doe and my number is 512-555-0142.',
        ],
        expectations: [{ kind: 'message_taken' }],
        callAt: { on: 'Mon', time: '10:00' },
        transfersUnanswered: true,
      },
    ]);
  });

  it('asks for a person at a time the first destination rings; a line that always rings, whenever', () => {
    const person = (proposal: ProposableAgent) => titled(proposeScenarios(proposal), 'Transfers to a person');
    expect(person(forwarding(billing))?.callAt).toEqual({ on: 'Mon', time: '10:00' });
    expect(person(forwarding(onCall, billing))).not.toHaveProperty('callAt');
    // Asking for a person is tested once: a destination without a reason of its own is not asked for by it.
    const [unanswered, ...rest] = timed(forwarding(onCall));
    expect(rest).toEqual([]);
    expect(unanswered).toMatchObject({
      title: 'Takes a message when nobody answers',
      callerTurns: ['I want to talk to a person.', expect.any(String)],
      callAt: null,
    });
    // The billing line is the first with a reason of its own.
    expect(
      titled(proposeScenarios(forwarding(onCall, billing)), 'Transfers during opening hours')?.callerTurns,
    ).toEqual(['Can I talk to someone about billing questions?']);
  });

  it('calls at the opening when 10:00 is outside the hours, and outside them on a closed day', () => {
    const late = { open: true, start: '11:00', end: '23:00' };
    const closed = { open: false, start: null, end: null };
    const evenings = { Mon: late, Tue: late, Wed: late, Thu: late, Fri: late, Sat: late, Sun: closed };
    const own = destination({ ringWhen: 'own_hours', hours: evenings, reason: 'Deliveries' });
    expect(titled(proposeScenarios(forwarding(own)), 'Transfers to a person')?.callAt).toEqual({
      on: 'Mon',
      time: '11:00',
    });
    const [unanswered] = timed(forwarding(own)).filter((scenario) => scenario.transfersUnanswered);
    expect(unanswered?.callAt).toEqual({ on: 'Mon', time: '11:00' });
    const after = titled(proposeScenarios(forwarding(own)), 'Takes a message after hours');
    expect(after?.callAt).toEqual({ on: 'Sun', time: '10:00' });
    // Hours of its own are never "during opening hours".
    expect(titled(proposeScenarios(forwarding(own)), 'Transfers during opening hours')).toBeUndefined();
  });

  it('sets no time while the hours are only a suggestion: the agent transfers at any time then', () => {
    const suggested = {
      ...forwarding(billing),
      userSavedSections: [],
      initialConfigSnapshot: { yourHours: defaultHours() },
    };
    expect(timed(suggested).map((scenario) => [scenario.title, scenario.callAt])).toEqual([
      ['Transfers during opening hours', null],
      ['Takes a message when nobody answers', null],
    ]);
  });

  it('reads the destinations as the Agent answer carries them, each number also as people write it', () => {
    const answered = forwarding({ ...billing, display: '(512) 555-0123' } as ReturnType<typeof destination>);
    expect(timed(answered).map((scenario) => scenario.title)).toEqual([
      'Transfers during opening hours',
      'Takes a message after hours',
      'Takes a message when nobody answers',
    ]);
  });

  it('proposes none with forwarding off, or without a number that reads', () => {
    expect(timed({ ...forwarding(billing), callForwardingActive: false })).toEqual([]);
    expect(timed(forwarding({ ...billing, number: '12' }))).toEqual([]);
  });

  it('calls on the first closed date, expecting closed, the reopening time and no transfer', () => {
    const closures = [
      { id: 'c2', from: '2026-12-24', to: '2026-12-26', note: null },
      { id: 'c1', from: '2026-11-26', to: '2026-11-27', note: 'Thanksgiving' },
    ];
    const closedDay = titled(proposeScenarios(agent({ closures })), 'Closed on a holiday');
    // Thursday 26 and Friday 27 November are closed, the weekend too: it opens again on Monday at 9.
    expect(closedDay).toEqual({
      title: 'Closed on a holiday',
      callerTurns: ['Are you open right now? When do you open again?'],
      expectations: [
        { kind: 'mentions', text: 'closed' },
        { kind: 'mentions', text: '9 AM' },
        { kind: 'not_transferred' },
      ],
      callAt: { on: '2026-11-26', time: '10:00' },
    });
    const suggested = agent({ closures, userSavedSections: [], initialConfigSnapshot: { yourHours: defaultHours() } });
    expect(titled(proposeScenarios(suggested), 'Closed on a holiday')).toBeUndefined();
  });

  it('proposes only what the API accepts', () => {
    const closures = [{ id: 'c1', from: '2026-11-26', to: '2026-11-26', note: null }];
    const long = destination({ reason: 'x'.repeat(300), ringWhen: 'open_hours' });
    for (const scenario of proposeScenarios({ ...forwarding(long, billing), closures }))
      expect(scenarioInputSchema.safeParse(scenario).success, scenario.title).toBe(true);
  });
});

describe('firstPricedItem', () => {
  it('takes the words of the clause before the first price', () => {
    expect(firstPricedItem('Whitening from $299. Cleaning $120')).toEqual({ item: 'whitening', price: '$299' });
    expect(firstPricedItem('Prices:\n- Exam – $75.50\n- X-rays $40')).toEqual({ item: 'exam', price: '$75.50' });
    expect(firstPricedItem('Our very best deluxe family cleaning package $1,200')).toEqual({
      item: 'deluxe family cleaning package',
      price: '$1,200',
    });
    expect(firstPricedItem('$50 flat')).toBeNull();
    expect(firstPricedItem(null)).toBeNull();
  });
});

describe('tryPrompts', () => {
  it('offers booking, a price and the Saturday hours', () => {
    const all = agent({
      ...booking({ allowed_booking_days: EVERY_DAY }, allWeek('09:00', '17:00')),
      yourPrices: 'Whitening $299',
    });
    expect(tryPrompts(all)).toEqual(['Book tomorrow at 10', 'How much is whitening?', 'Are you open Saturday?']);
  });

  it('fills in with the urgent or forwarding prompt when there is less to try', () => {
    expect(tryPrompts(agent({ urgentMattersEnabled: true }))).toEqual(['Are you open Saturday?', "It's an emergency."]);
    expect(tryPrompts(agent({ callForwardingActive: true }))).toEqual([
      'Are you open Saturday?',
      'I want to talk to a person.',
    ]);
    expect(tryPrompts(quiet)).toEqual(['Are you open Saturday?', 'Can I leave a message?']);
  });
});

describe('facts the owner has not given or kept', () => {
  const snapshot = { yourPrices: 'Cleaning $120.', contactInfo: '12 Oak Street, Austin' };
  const suggested = agent({
    yourPrices: 'Cleaning $120.',
    contactInfo: '12 Oak Street, Austin',
    userSavedSections: [],
    initialConfigSnapshot: snapshot,
  });

  it('are not proposed as tests: a correct agent does not say a suggestion', () => {
    const titles = proposeScenarios(suggested).map((scenario) => scenario.title);
    expect(titles.filter((title) => /price|Saturday|address|closed/i.test(title))).toEqual([]);
    expect(tryPrompts(suggested)).not.toContain('How much is cleaning?');
  });

  it('are proposed once the owner keeps them', () => {
    const kept = { ...suggested, userSavedSections: ['yourPrices', 'contactInfo', 'yourHours'] };
    const titles = proposeScenarios(kept).map((scenario) => scenario.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Gives the price of cleaning',
        'Says it is closed on Saturday',
        'Gives the contact details',
      ]),
    );
  });
});
