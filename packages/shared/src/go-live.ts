import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import type { Agent } from './agents/agent.ts';
import { isFieldCompleted } from './agents/completion.plain.ts';
import { schedulingMode } from './agents/scheduling.ts';
import { FORWARDING_OWN_NUMBER, readForwardingNumber } from './agents/forwarding.plain.ts';
import { DESTINATIONS_REQUIRED, readDestinations } from './agents/transfers.plain.ts';
import { isGoLiveCard } from './go-live.plain.ts';

/**
 * Whether an agent answers real calls, and what stands between it and doing so well. One rule,
 * read by the server from the real state of the agent, its number, the calendar and its test
 * calls, and shown the same way on every page.
 */

export const GO_LIVE_ITEM_KEYS = [
  'businessName',
  'hours',
  'greeting',
  'voice',
  'tested',
  'phoneNumber',
  'calendar',
  'forwarding',
  'assistant',
] as const;
export type GoLiveItemKey = (typeof GO_LIVE_ITEM_KEYS)[number];

/** 'attention': it was set up but is failing now (a push refused, a number the platform lacks). */
export const GO_LIVE_ITEM_STATES = ['met', 'unmet', 'attention'] as const;
export type GoLiveItemState = (typeof GO_LIVE_ITEM_STATES)[number];

/** Where the owner fixes an item: a card of the configure page, the numbers, the calendar, the tests. */
export const goLiveFixSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), card: z.string() }),
  z.object({ kind: z.literal('numbers') }),
  z.object({ kind: z.literal('calendar') }),
  z.object({ kind: z.literal('test') }),
  z.object({ kind: z.literal('scenarios') }),
  z.object({ kind: z.literal('sync') }),
]);
export type GoLiveFix = z.infer<typeof goLiveFixSchema>;

export const goLiveItemSchema = z.object({
  key: z.enum(GO_LIVE_ITEM_KEYS),
  state: z.enum(GO_LIVE_ITEM_STATES),
  /** A blocking item unmet keeps the agent from being live; the others are recommendations. */
  blocking: z.boolean(),
  /** What the item is: 'Phone number'. */
  title: z.string(),
  /** Where it stands, in a sentence: 'Answers calls on +1 (512) 555-0100.' */
  detail: z.string(),
  /** The button that fixes it ('Get a phone number'); null when met. */
  action: z.string().nullable(),
  fix: goLiveFixSchema,
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

/**
 * live: every blocking item met. answering: calls reach the agent but a blocking item is not met
 * (it may give wrong answers or fail to book). off: no call reaches it.
 */
export const LIVE_STATES = ['live', 'answering', 'off'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

export const phoneDisplaySchema = z.object({
  /** +15125550100 */
  e164: z.string(),
  /** (512) 555-0100: the way callers in the number's country write it. */
  display: z.string(),
});

export const liveStatusSchema = z.object({
  state: z.enum(LIVE_STATES),
  /** 'Live on +1 (512) 555-0100', 'Answering on +1 (512) 555-0100, needs attention', 'Not answering calls'. */
  label: z.string(),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;

// --- The rule ------------------------------------------------------------------------------------

/** What the rule reads: the agent's saved settings and what the server knows of the world around it. */
export type GoLiveFacts = {
  agent: Pick<
    Agent,
    | 'businessName'
    | 'yourHours'
    | 'greeting'
    | 'voice'
    | 'userSavedSections'
    | 'initialConfigSnapshot'
    | 'scheduling'
    | 'callForwardingActive'
    | 'vapiAgentId'
    | 'syncError'
  > & {
    /** As stored: read with readDestinations. */
    transferDestinations: unknown;
  };
  /** The number assigned to the agent, if any; `onPlatform` when the voice platform has it. */
  number: { e164: string; display: string; status: string; onPlatform: boolean; syncError: string | null } | null;
  calendarConnected: boolean;
  /** Test calls made from the portal (web calls). */
  testCalls: number;
  /** The agent's test scenarios and how many passed their latest run. */
  scenarios: { total: number; passing: number; run: number };
};

const filled = (value: string | null | undefined) => !!value && value.trim() !== '';

type ItemDraft = Omit<GoLiveItem, 'action'> & { action?: string | null };
const item = (draft: ItemDraft): GoLiveItem => ({
  ...draft,
  action: draft.state === 'met' ? null : (draft.action ?? null),
});

/** An item the owner fixes on a configuration card: blocking when the card is one of GO_LIVE_CARDS. */
const cardItem = (card: string, draft: Omit<ItemDraft, 'blocking' | 'fix'>) =>
  item({ ...draft, blocking: isGoLiveCard(card), fix: { kind: 'card', card } });

const businessName = ({ agent }: GoLiveFacts) =>
  cardItem('businessName', {
    key: 'businessName',
    title: 'Business name',
    ...(filled(agent.businessName)
      ? { state: 'met', detail: `Callers hear "${agent.businessName!.trim()}".` }
      : {
          state: 'unmet',
          detail: 'Your agent does not know which business it answers for.',
          action: 'Add your business name',
        }),
  });

const hours = ({ agent }: GoLiveFacts) =>
  cardItem('yourHours', {
    key: 'hours',
    title: 'Opening hours',
    ...(isFieldCompleted({ ...agent }, 'yourHours')
      ? { state: 'met', detail: 'Callers are told your opening hours.' }
      : {
          state: 'unmet',
          detail: 'Your agent still has the suggested hours, which you have not confirmed.',
          action: 'Set your opening hours',
        }),
  });

/** The template's greeting is not the owner's: it counts once saved or changed, and not when emptied. */
const greeting = ({ agent }: GoLiveFacts) =>
  cardItem('greeting', {
    key: 'greeting',
    title: 'Greeting',
    ...(filled(agent.greeting) && isFieldCompleted({ ...agent }, 'greeting')
      ? { state: 'met', detail: 'Your agent answers with your greeting.' }
      : { state: 'unmet', detail: 'Callers hear a general greeting.', action: 'Write your greeting' }),
  });

const voice = ({ agent }: GoLiveFacts) =>
  cardItem('voice', {
    key: 'voice',
    title: 'Voice',
    ...(isFieldCompleted({ ...agent }, 'voice')
      ? { state: 'met', detail: 'You chose the voice callers hear.' }
      : { state: 'unmet', detail: 'Your agent speaks with the default voice.', action: 'Choose a voice' }),
  });

function tested({ testCalls, scenarios }: GoLiveFacts): GoLiveItem {
  const base = { key: 'tested', blocking: false, title: 'Test call' } as const;
  const allPass = scenarios.total > 0 && scenarios.passing === scenarios.total;
  if (allPass) {
    const count = scenarios.total === 1 ? 'Your test scenario passes.' : `All ${scenarios.total} test scenarios pass.`;
    return item({ ...base, state: 'met', detail: count, fix: { kind: 'scenarios' } });
  }
  if (testCalls > 0) {
    const calls = testCalls === 1 ? 'You made a test call.' : `You made ${testCalls} test calls.`;
    return item({ ...base, state: 'met', detail: calls, fix: { kind: 'test' } });
  }
  const failing = scenarios.run - scenarios.passing;
  if (failing > 0) {
    return item({
      ...base,
      state: 'unmet',
      detail: `${failing} of ${scenarios.total} test scenarios ${failing === 1 ? 'fails' : 'fail'}.`,
      action: 'Review the test scenarios',
      fix: { kind: 'scenarios' },
    });
  }
  return item({
    ...base,
    state: 'unmet',
    detail: 'Hear your agent before your callers do.',
    action: 'Make a test call',
    fix: { kind: 'test' },
  });
}

function phoneNumber({ number }: GoLiveFacts): GoLiveItem {
  const base = { key: 'phoneNumber', blocking: true, title: 'Phone number', fix: { kind: 'numbers' } } as const;
  if (!number) {
    return item({
      ...base,
      state: 'unmet',
      detail: 'No phone number reaches this agent.',
      action: 'Get a phone number',
    });
  }
  if (number.status !== 'active' || !number.onPlatform || number.syncError) {
    return item({
      ...base,
      state: 'attention',
      detail: `${number.display} is not connected to the voice platform yet.`,
      action: 'Check the number',
    });
  }
  return item({ ...base, state: 'met', detail: `Answers calls on ${number.display}.` });
}

/** Only when the agent books appointments: the booking tools exist only with a connected calendar. */
function calendar({ agent, calendarConnected }: GoLiveFacts): GoLiveItem | null {
  if (schedulingMode(agent.scheduling) === 'No') return null;
  return item({
    key: 'calendar',
    blocking: true,
    title: 'Google Calendar',
    ...(calendarConnected
      ? { state: 'met', detail: 'Appointments are booked into your calendar.' }
      : {
          state: 'unmet',
          detail: 'Your agent takes bookings but cannot see or fill your calendar.',
          action: 'Connect Google Calendar',
        }),
    fix: { kind: 'calendar' },
  });
}

/** Only when forwarding is on: a destination whose number is wrong, or the agent's own, loses the caller. */
function forwarding({ agent, number }: GoLiveFacts): GoLiveItem | null {
  if (!agent.callForwardingActive) return null;
  const base = { key: 'forwarding', title: 'Call forwarding' } as const;
  const unmet = (detail: string) =>
    cardItem('callForwarding', { ...base, state: 'unmet', detail, action: 'Fix the forwarding number' });
  const destinations = readDestinations(agent.transferDestinations);
  if (destinations.length === 0) return unmet(DESTINATIONS_REQUIRED);
  for (const destination of destinations) {
    const read = readForwardingNumber(destination.countryCode, destination.number);
    if (!read.ok) return unmet(`${destination.name}: ${read.message}`);
    if (number && read.e164 === number.e164) return unmet(`${destination.name}: ${FORWARDING_OWN_NUMBER}`);
  }
  return cardItem('callForwarding', { ...base, state: 'met', detail: 'Callers who need a person are forwarded.' });
}

function assistant({ agent }: GoLiveFacts): GoLiveItem {
  const base = { key: 'assistant', blocking: true, title: 'Voice platform', fix: { kind: 'sync' } } as const;
  if (agent.syncError) {
    return item({
      ...base,
      state: 'attention',
      detail: 'Your latest changes did not reach the voice platform; callers get the previous version.',
      action: 'Retry sync',
    });
  }
  if (!agent.vapiAgentId) {
    return item({
      ...base,
      state: 'unmet',
      detail: 'Your agent is not on the voice platform yet.',
      action: 'Retry sync',
    });
  }
  return item({ ...base, state: 'met', detail: 'The voice platform has your latest changes.' });
}

/** Problems first, then what blocks going live, then the recommendations; met items last. */
const rank = (entry: GoLiveItem) =>
  entry.state === 'attention' ? 0 : entry.state === 'unmet' ? (entry.blocking ? 1 : 2) : 3;

/** The checklist of one agent, the next step first. */
export function goLiveChecklist(facts: GoLiveFacts): GoLiveItem[] {
  const items = [
    businessName(facts),
    hours(facts),
    greeting(facts),
    voice(facts),
    tested(facts),
    phoneNumber(facts),
    calendar(facts),
    forwarding(facts),
    assistant(facts),
  ].filter((entry): entry is GoLiveItem => entry !== null);
  return items
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** Live when every blocking item is met; answering when a call reaches the agent all the same. */
export function liveStatus(items: readonly GoLiveItem[], number: GoLiveFacts['number']): LiveStatus {
  const blocking = items.filter((entry) => entry.blocking);
  if (number && blocking.every((entry) => entry.state === 'met')) {
    return { state: 'live', label: `Live on ${number.display}` };
  }
  const reached = (key: GoLiveItemKey) => items.find((entry) => entry.key === key);
  const numberWorks = reached('phoneNumber')?.state === 'met';
  const onPlatform = reached('assistant')?.state !== 'unmet';
  if (number && numberWorks && onPlatform) {
    return { state: 'answering', label: `Answering on ${number.display}, needs attention` };
  }
  return { state: 'off', label: 'Not answering calls' };
}

// --- The API's shapes --------------------------------------------------------------------------

export const agentActivitySchema = z.object({
  /** Since midnight in the agent's time zone. */
  callsToday: z.number().int(),
  callsThisPeriod: z.number().int(),
  bookingsThisPeriod: z.number().int(),
  messagesThisPeriod: z.number().int(),
  urgentThisPeriod: z.number().int(),
  unansweredThisPeriod: z.number().int(),
  lastCallAt: timestampSchema.nullable(),
});
export type AgentActivity = z.infer<typeof agentActivitySchema>;

export const agentGoLiveSchema = z.object({
  agentId: uuidSchema,
  agentName: z.string(),
  imageUrl: z.string().nullable(),
  timezone: z.string(),
  status: liveStatusSchema,
  number: phoneDisplaySchema.nullable(),
  calendar: z.object({ connected: z.boolean(), email: z.string().nullable() }),
  checklist: z.array(goLiveItemSchema),
  activity: agentActivitySchema,
});
export type AgentGoLive = z.infer<typeof agentGoLiveSchema>;

/** An agent that was live and is not any more, until it is live again or the owner dismisses it. */
export const liveAlertSchema = z.object({
  agentId: uuidSchema,
  agentName: z.string(),
  /** The number it was live on. */
  number: z.string().nullable(),
  /** 'Bright Smile stopped answering calls on +1 (512) 555-0100: no phone number reaches this agent.' */
  message: z.string(),
  since: timestampSchema,
});
export type LiveAlert = z.infer<typeof liveAlertSchema>;

export const cockpitSchema = z.object({
  agents: z.array(agentGoLiveSchema),
  alerts: z.array(liveAlertSchema),
  usage: z.object({
    planName: z.string(),
    periodStart: timestampSchema,
    periodEnd: timestampSchema,
    minutesUsed: z.number().int(),
    minutesIncluded: z.number().int(),
    callsMade: z.number().int(),
    callsIncluded: z.number().int(),
    textsSent: z.number().int(),
    textsIncluded: z.number().int(),
  }),
});
export type Cockpit = z.infer<typeof cockpitSchema>;
