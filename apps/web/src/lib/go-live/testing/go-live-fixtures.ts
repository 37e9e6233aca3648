import type { AgentGoLive, Cockpit, GoLiveItem } from '@portal/shared/go-live';

// Answers of GET /api/cockpit and GET /api/agents/:id/go-live as the server words them.

const MET: GoLiveItem[] = [
  {
    key: 'businessName',
    state: 'met',
    blocking: true,
    title: 'Business name',
    detail: 'Callers hear "Bright Smile Dental".',
    action: null,
    fix: { kind: 'card', card: 'businessName' },
  },
  {
    key: 'hours',
    state: 'met',
    blocking: true,
    title: 'Opening hours',
    detail: 'Callers are told your opening hours.',
    action: null,
    fix: { kind: 'card', card: 'yourHours' },
  },
  {
    key: 'tested',
    state: 'met',
    blocking: false,
    title: 'Test call',
    detail: 'You made 2 test calls.',
    action: null,
    fix: { kind: 'test' },
  },
  {
    key: 'assistant',
    state: 'met',
    blocking: true,
    title: 'Voice platform',
    detail: 'The voice platform has your latest changes.',
    action: null,
    fix: { kind: 'sync' },
  },
];

const NUMBER_MET: GoLiveItem = {
  key: 'phoneNumber',
  state: 'met',
  blocking: true,
  title: 'Phone number',
  detail: 'Answers calls on +1 (512) 555-0100.',
  action: null,
  fix: { kind: 'numbers' },
};

export const noNumberItem: GoLiveItem = {
  key: 'phoneNumber',
  state: 'unmet',
  blocking: true,
  title: 'Phone number',
  detail: 'No phone number reaches this agent.',
  action: 'Get a phone number',
  fix: { kind: 'numbers' },
};

export const hoursItem: GoLiveItem = {
  key: 'hours',
  state: 'unmet',
  blocking: true,
  title: 'Opening hours',
  detail: 'Your agent still has the suggested hours, which you have not confirmed.',
  action: 'Set your opening hours',
  fix: { kind: 'card', card: 'yourHours' },
};

const activity = {
  callsToday: 0,
  callsThisPeriod: 0,
  bookingsThisPeriod: 0,
  messagesThisPeriod: 0,
  urgentThisPeriod: 0,
  unansweredThisPeriod: 0,
  lastCallAt: null,
};

/** An agent live on (512) 555-0100 with every item met. */
export function liveAgentFixture(overrides: Partial<AgentGoLive> = {}): AgentGoLive {
  return {
    agentId: 'agent-1',
    agentName: 'Bright Smile',
    imageUrl: null,
    timezone: 'America/Chicago',
    status: { state: 'live', label: 'Live on +1 (512) 555-0100' },
    number: { e164: '+15125550100', display: '+1 (512) 555-0100' },
    calendar: { connected: true, email: 'owner@example.com' },
    checklist: [...MET, NUMBER_MET],
    activity: {
      ...activity,
      callsToday: 3,
      callsThisPeriod: 41,
      bookingsThisPeriod: 12,
      messagesThisPeriod: 7,
      urgentThisPeriod: 1,
      unansweredThisPeriod: 2,
      lastCallAt: '2026-11-26T16:02:00.000Z',
    },
    ...overrides,
  };
}

/** A new agent: no number, hours not confirmed, so no call reaches it. */
export function offAgentFixture(overrides: Partial<AgentGoLive> = {}): AgentGoLive {
  return {
    agentId: 'agent-2',
    agentName: 'Fix-It Plumbing',
    imageUrl: null,
    timezone: 'America/New_York',
    status: { state: 'off', label: 'Not answering calls' },
    number: null,
    calendar: { connected: false, email: null },
    checklist: [noNumberItem, hoursItem, ...MET.filter((item) => item.key !== 'hours')],
    activity,
    ...overrides,
  };
}

export function cockpitFixture(overrides: Partial<Cockpit> = {}): Cockpit {
  return {
    agents: [liveAgentFixture(), offAgentFixture()],
    alerts: [],
    usage: {
      planName: 'Pro Plan',
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
      minutesUsed: 123,
      minutesIncluded: 500,
      callsMade: 41,
      callsIncluded: 200,
      textsSent: 12,
      textsIncluded: 500,
    },
    ...overrides,
  };
}
