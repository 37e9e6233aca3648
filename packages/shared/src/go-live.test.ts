import { describe, expect, it } from 'vitest';
import { configSnapshot } from './agents/completion.plain.ts';
import { defaultHours } from './agents/hours.ts';
import { FORWARDING_NUMBER_INVALID } from './agents/forwarding.plain.ts';
import { DESTINATIONS_REQUIRED } from './agents/transfers.plain.ts';
import { destination } from './testing/destinations.ts';
import { GO_LIVE_CARDS } from './go-live.plain.ts';
import { goLiveChecklist, liveStatus, type GoLiveFacts, type GoLiveItemKey } from './go-live.ts';

type Agent = GoLiveFacts['agent'];

/** A new agent as the default template makes it: nothing saved, the template's values in its snapshot. */
function newAgent(overrides: Partial<Agent> = {}): Agent {
  const agent: Agent = {
    businessName: null,
    yourHours: defaultHours(),
    greeting: 'Thanks for calling! How can I help you today?',
    voice: 'regina',
    userSavedSections: [],
    initialConfigSnapshot: null,
    scheduling: null,
    callForwardingActive: false,
    transferDestinations: [],
    vapiAgentId: 'assistant-1',
    syncError: null,
  };
  agent.initialConfigSnapshot = configSnapshot(agent);
  return { ...agent, ...overrides };
}

/** An agent whose owner saved every card the checklist reads. */
const readyAgent = (overrides: Partial<Agent> = {}) =>
  newAgent({
    businessName: 'Bright Smile Dental',
    greeting: 'Bright Smile Dental, this is Sam speaking.',
    userSavedSections: ['businessName', 'yourHours', 'greeting', 'voice'],
    ...overrides,
  });

const NUMBER = {
  e164: '+15125550100',
  display: '+1 (512) 555-0100',
  status: 'active',
  onPlatform: true,
  syncError: null,
};

const facts = (overrides: Partial<GoLiveFacts> = {}): GoLiveFacts => ({
  agent: readyAgent(),
  number: NUMBER,
  calendarConnected: false,
  testCalls: 1,
  scenarios: { total: 0, passing: 0, run: 0 },
  ...overrides,
});

const itemOf = (input: GoLiveFacts, key: GoLiveItemKey) => goLiveChecklist(input).find((entry) => entry.key === key);
const stateOf = (input: GoLiveFacts, key: GoLiveItemKey) => itemOf(input, key)?.state;

describe('business name', () => {
  it('is met when filled, with the name callers hear, and then offers no action', () => {
    expect(itemOf(facts(), 'businessName')).toEqual({
      key: 'businessName',
      state: 'met',
      blocking: true,
      title: 'Business name',
      detail: 'Callers hear "Bright Smile Dental".',
      action: null,
      fix: { kind: 'card', card: 'businessName' },
    });
  });

  it('is unmet when missing or blank', () => {
    for (const businessName of [null, '', '   ']) {
      expect(itemOf(facts({ agent: readyAgent({ businessName }) }), 'businessName')).toMatchObject({
        state: 'unmet',
        detail: 'Your agent does not know which business it answers for.',
        action: 'Add your business name',
      });
    }
  });
});

describe('opening hours', () => {
  it('is unmet while the suggested hours are unconfirmed, met once saved', () => {
    expect(itemOf(facts({ agent: newAgent() }), 'hours')).toMatchObject({
      state: 'unmet',
      blocking: true,
      action: 'Set your opening hours',
      fix: { kind: 'card', card: 'yourHours' },
    });
    expect(stateOf(facts({ agent: newAgent({ userSavedSections: ['yourHours'] }) }), 'hours')).toBe('met');
  });

  it('is met when the hours differ from the suggested ones', () => {
    const hours = { ...defaultHours(), Sat: { open: true, start: '10:00', end: '14:00' } };
    expect(stateOf(facts({ agent: newAgent({ yourHours: hours }) }), 'hours')).toBe('met');
  });
});

describe('greeting', () => {
  it("is a recommendation, unmet while it is the template's greeting", () => {
    expect(itemOf(facts({ agent: newAgent() }), 'greeting')).toMatchObject({
      state: 'unmet',
      blocking: false,
      detail: 'Callers hear a general greeting.',
      action: 'Write your greeting',
    });
  });

  it('is met once the owner saved or wrote one, and unmet when saved empty', () => {
    expect(stateOf(facts({ agent: newAgent({ userSavedSections: ['greeting'] }) }), 'greeting')).toBe('met');
    expect(stateOf(facts({ agent: newAgent({ greeting: 'Bright Smile, hello!' }) }), 'greeting')).toBe('met');
    expect(stateOf(facts({ agent: newAgent({ greeting: ' ', userSavedSections: ['greeting'] }) }), 'greeting')).toBe(
      'unmet',
    );
  });
});

describe('voice', () => {
  it('is a recommendation, unmet with the default voice, met once chosen', () => {
    expect(itemOf(facts({ agent: newAgent() }), 'voice')).toMatchObject({
      state: 'unmet',
      blocking: false,
      action: 'Choose a voice',
      fix: { kind: 'card', card: 'voice' },
    });
    expect(stateOf(facts({ agent: newAgent({ userSavedSections: ['voice'] }) }), 'voice')).toBe('met');
    expect(stateOf(facts({ agent: newAgent({ voice: 'olly' }) }), 'voice')).toBe('met');
  });
});

describe('test call', () => {
  const noScenarios = { total: 0, passing: 0, run: 0 };

  it('is unmet before any test call or scenario run, and only recommended', () => {
    expect(itemOf(facts({ testCalls: 0, scenarios: noScenarios }), 'tested')).toMatchObject({
      state: 'unmet',
      blocking: false,
      detail: 'Hear your agent before your callers do.',
      action: 'Make a test call',
      fix: { kind: 'test' },
    });
    const notRun = { total: 3, passing: 0, run: 0 };
    expect(itemOf(facts({ testCalls: 0, scenarios: notRun }), 'tested')?.action).toBe('Make a test call');
  });

  it('is met by a test call, counting them', () => {
    expect(itemOf(facts({ testCalls: 1 }), 'tested')).toMatchObject({ state: 'met', detail: 'You made a test call.' });
    expect(itemOf(facts({ testCalls: 3 }), 'tested')?.detail).toBe('You made 3 test calls.');
  });

  it('is met when every scenario passes, whatever the test calls', () => {
    expect(itemOf(facts({ testCalls: 0, scenarios: { total: 2, passing: 2, run: 2 } }), 'tested')).toMatchObject({
      state: 'met',
      detail: 'All 2 test scenarios pass.',
      fix: { kind: 'scenarios' },
    });
    expect(itemOf(facts({ testCalls: 0, scenarios: { total: 1, passing: 1, run: 1 } }), 'tested')?.detail).toBe(
      'Your test scenario passes.',
    );
  });

  it('points to the failing scenarios when there is no test call', () => {
    expect(itemOf(facts({ testCalls: 0, scenarios: { total: 3, passing: 2, run: 3 } }), 'tested')).toMatchObject({
      state: 'unmet',
      detail: '1 of 3 test scenarios fails.',
      action: 'Review the test scenarios',
      fix: { kind: 'scenarios' },
    });
    expect(itemOf(facts({ testCalls: 0, scenarios: { total: 3, passing: 0, run: 2 } }), 'tested')?.detail).toBe(
      '2 of 3 test scenarios fail.',
    );
    expect(stateOf(facts({ testCalls: 2, scenarios: { total: 3, passing: 0, run: 3 } }), 'tested')).toBe('met');
  });
});

describe('phone number', () => {
  it('is unmet without a number', () => {
    expect(itemOf(facts({ number: null }), 'phoneNumber')).toMatchObject({
      state: 'unmet',
      blocking: true,
      detail: 'No phone number reaches this agent.',
      action: 'Get a phone number',
      fix: { kind: 'numbers' },
    });
  });

  it('needs attention while the number is not active, not on the platform or failing there', () => {
    for (const number of [
      { ...NUMBER, status: 'pending' },
      { ...NUMBER, onPlatform: false },
      { ...NUMBER, syncError: 'The voice platform refused the number.' },
    ]) {
      expect(itemOf(facts({ number }), 'phoneNumber')).toMatchObject({
        state: 'attention',
        detail: '+1 (512) 555-0100 is not connected to the voice platform yet.',
        action: 'Check the number',
      });
    }
  });

  it('is met when the number is active on the platform', () => {
    expect(itemOf(facts(), 'phoneNumber')).toMatchObject({
      state: 'met',
      detail: 'Answers calls on +1 (512) 555-0100.',
      action: null,
    });
  });
});

describe('calendar', () => {
  it('is not on the list when the agent takes no bookings', () => {
    for (const scheduling of [null, 'No', '']) {
      expect(itemOf(facts({ agent: readyAgent({ scheduling }) }), 'calendar')).toBeUndefined();
    }
  });

  it('blocks while the agent books without a connected calendar, and is met once connected', () => {
    for (const scheduling of ['Gather Info: cleanings', 'Use Instructions: book 30 minutes']) {
      const booking = readyAgent({ scheduling });
      expect(itemOf(facts({ agent: booking }), 'calendar')).toMatchObject({
        state: 'unmet',
        blocking: true,
        action: 'Connect Google Calendar',
        fix: { kind: 'calendar' },
      });
      expect(stateOf(facts({ agent: booking, calendarConnected: true }), 'calendar')).toBe('met');
    }
  });
});

describe('call forwarding', () => {
  const forwarding = (number: string | null, countryCode = '+1') =>
    readyAgent({
      callForwardingActive: true,
      transferDestinations: number === null ? [] : [destination({ number, countryCode })],
    });

  it('is not on the list while forwarding is off', () => {
    expect(
      itemOf(facts({ agent: readyAgent({ transferDestinations: [destination({ number: '12' })] }) }), 'forwarding'),
    ).toBeUndefined();
  });

  it('is met when forwarding to another valid number', () => {
    expect(itemOf(facts({ agent: forwarding('5125550199') }), 'forwarding')).toMatchObject({
      state: 'met',
      blocking: true,
      fix: { kind: 'card', card: 'callForwarding' },
    });
  });

  it('is unmet with a missing or invalid number, saying why', () => {
    expect(itemOf(facts({ agent: forwarding(null) }), 'forwarding')).toMatchObject({
      state: 'unmet',
      detail: DESTINATIONS_REQUIRED,
      action: 'Fix the forwarding number',
    });
    expect(itemOf(facts({ agent: forwarding('1234', '+44') }), 'forwarding')?.detail).toBe(
      `Front desk: ${FORWARDING_NUMBER_INVALID}`,
    );
  });

  it("is unmet when it forwards to the agent's own number", () => {
    expect(itemOf(facts({ agent: forwarding('5125550100') }), 'forwarding')).toMatchObject({
      state: 'unmet',
      detail:
        "Front desk: The forwarding number is the agent's own number: a forwarded caller would ring the agent again.",
    });
    expect(stateOf(facts({ agent: forwarding('5125550100'), number: null }), 'forwarding')).toBe('met');
  });
});

describe('voice platform', () => {
  it('is met when the platform has the assistant and no push failed', () => {
    expect(itemOf(facts(), 'assistant')).toMatchObject({ state: 'met', blocking: true, fix: { kind: 'sync' } });
  });

  it('is unmet before the assistant exists, and needs attention when the latest push failed', () => {
    expect(itemOf(facts({ agent: readyAgent({ vapiAgentId: null }) }), 'assistant')).toMatchObject({
      state: 'unmet',
      action: 'Retry sync',
    });
    const failing = readyAgent({ syncError: 'The voice platform could not be reached.' });
    expect(itemOf(facts({ agent: failing }), 'assistant')).toMatchObject({
      state: 'attention',
      detail: 'Your latest changes did not reach the voice platform; callers get the previous version.',
      action: 'Retry sync',
    });
  });
});

describe('the order of the checklist', () => {
  it('puts attention first, then what blocks going live, then recommendations, then what is met', () => {
    const input = facts({
      agent: newAgent({ syncError: 'failed', scheduling: 'Gather Info: visits' }),
      number: { ...NUMBER, onPlatform: false },
      testCalls: 0,
    });
    expect(goLiveChecklist(input).map((entry) => `${entry.key}:${entry.state}`)).toEqual([
      'phoneNumber:attention',
      'assistant:attention',
      'businessName:unmet',
      'hours:unmet',
      'calendar:unmet',
      'greeting:unmet',
      'voice:unmet',
      'tested:unmet',
    ]);
  });

  it('keeps the rule’s own order among met items', () => {
    expect(goLiveChecklist(facts()).map((entry) => entry.key)).toEqual([
      'businessName',
      'hours',
      'greeting',
      'voice',
      'tested',
      'phoneNumber',
      'assistant',
    ]);
  });
});

describe('the cards an agent cannot go live without', () => {
  it('are exactly the cards of the blocking items, met or not (what the configure page marks Incomplete)', () => {
    const cardsOf = (input: GoLiveFacts, blocking: boolean) =>
      goLiveChecklist(input).flatMap((entry) =>
        entry.fix.kind === 'card' && entry.blocking === blocking ? [entry.fix.card] : [],
      );
    for (const agent of [newAgent({ callForwardingActive: true }), readyAgent({ callForwardingActive: true })]) {
      expect(cardsOf(facts({ agent }), true).sort()).toEqual([...GO_LIVE_CARDS].sort());
      expect(cardsOf(facts({ agent }), false).sort()).toEqual(['greeting', 'voice']);
    }
  });
});

describe('liveStatus', () => {
  const statusOf = (input: GoLiveFacts) => liveStatus(goLiveChecklist(input), input.number);

  it('is live when every blocking item is met, recommendations or not', () => {
    expect(statusOf(facts({ testCalls: 0, agent: readyAgent({ greeting: null }) }))).toEqual({
      state: 'live',
      label: 'Live on +1 (512) 555-0100',
    });
  });

  it('is answering when calls reach the agent but a blocking item is not met', () => {
    const answering = { state: 'answering', label: 'Answering on +1 (512) 555-0100, needs attention' };
    expect(statusOf(facts({ agent: readyAgent({ scheduling: 'Gather Info: cleanings' }) }))).toEqual(answering);
    expect(statusOf(facts({ agent: readyAgent({ businessName: null }) }))).toEqual(answering);
    expect(
      statusOf(
        facts({
          agent: readyAgent({
            callForwardingActive: true,
            transferDestinations: [destination({ number: '5125550100' })],
          }),
        }),
      ),
    ).toEqual(answering);
    expect(statusOf(facts({ agent: readyAgent({ syncError: 'failed' }) }))).toEqual(answering);
  });

  it('is off when no call reaches the agent', () => {
    const off = { state: 'off', label: 'Not answering calls' };
    expect(statusOf(facts({ number: null }))).toEqual(off);
    expect(statusOf(facts({ number: { ...NUMBER, onPlatform: false } }))).toEqual(off);
    expect(statusOf(facts({ number: { ...NUMBER, status: 'pending' } }))).toEqual(off);
    expect(statusOf(facts({ agent: readyAgent({ vapiAgentId: null }) }))).toEqual(off);
  });
});
