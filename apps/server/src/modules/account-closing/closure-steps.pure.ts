import { formatPhone } from '@portal/shared/phone.plain';
import { decryptSecret } from '../../lib/crypto.ts';

/**
 * What closing an account closes outside our database, one step each. The rank orders the steps;
 * within a group (one number, one agent) a step waits until the lower-ranked ones are done, so a
 * number leaves the voice platform before Telnyx releases it, and an assistant goes before the
 * tool and file it uses. Steps of different groups never wait for each other: a voice platform
 * outage must not keep a number billing at Telnyx longer than its own removal needs.
 */
export const STEP_KINDS = [
  'stripe_subscription',
  'vapi_phone_number',
  'telnyx_number',
  'telnyx_campaign',
  'telnyx_messaging_profile',
  'vapi_assistant',
  'vapi_tool',
  'vapi_file',
  'vapi_call',
  'google_token',
  'stored_file',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export type StepDetails = {
  /** Steps of one group run in rank order. */
  group?: string;
  /** A Telnyx number whose order had not given it an id yet: it is looked up by the number. */
  byNumber?: boolean;
  /** The agent an assistant, tool or file belonged to: the e-mail counts agents. */
  agentId?: string;
  /** Kinds whose every step, of any group, must be done first. */
  waitsFor?: StepKind[];
};

export type NewStep = { kind: StepKind; resource: string; label: string; rank: number; details: StepDetails };

export type OwnerHoldings = {
  profile: {
    fullName: string | null;
    plan: string;
    avatarUrl: string | null;
    subscriptionId: string | null;
    subscriptionStatus: string | null;
  } | null;
  numbers: {
    id: string;
    phoneNumber: string;
    providerNumberId: string | null;
    vapiPhoneNumberId: string | null;
  }[];
  agents: {
    id: string;
    agentName: string;
    imageUrl: string | null;
    vapiAgentId: string | null;
    draftAssistantId: string | null;
    vapiKnowledgeFileId: string | null;
    vapiKnowledgeToolId: string | null;
  }[];
  /** The voice platform's ids of the calls whose recording and transcript it may still hold. */
  callIds: string[];
  /** The refresh token as stored: encrypted, and kept so in the step. */
  calendar: { refreshTokenEncrypted: string; email: string | null } | null;
  /** Imported documents and export archives, by storage key. */
  documentKeys: string[];
  /** The owner's texting registration at Telnyx, when they started one. */
  texting: { campaignId: string | null; messagingProfileId: string | null } | null;
};

const ENDED = new Set(['canceled', 'incomplete_expired']);

export const RANK = { first: 10, second: 20, third: 30, fourth: 40 } as const;

/**
 * Every step closing this owner's account takes, in the order they run. `keyOf` reads the storage
 * key behind a stored file's URL (null for any other URL).
 */
export function closureSteps(
  userId: string,
  holdings: OwnerHoldings,
  keyOf: (url: string | null) => string | null,
): NewStep[] {
  const steps: NewStep[] = [];
  const { profile } = holdings;
  if (profile?.subscriptionId && !ENDED.has(profile.subscriptionStatus ?? '')) {
    steps.push({
      kind: 'stripe_subscription',
      resource: profile.subscriptionId,
      label: profile.plan,
      rank: RANK.first,
      details: {},
    });
  }
  for (const number of holdings.numbers) {
    const label = formatPhone(number.phoneNumber);
    const group = `number:${number.id}`;
    if (number.vapiPhoneNumberId) {
      steps.push({
        kind: 'vapi_phone_number',
        resource: number.vapiPhoneNumberId,
        label,
        rank: RANK.first,
        details: { group },
      });
    }
    steps.push({
      kind: 'telnyx_number',
      resource: number.providerNumberId ?? number.phoneNumber,
      label,
      rank: RANK.second,
      details: number.providerNumberId ? { group } : { group, byNumber: true },
    });
  }
  // The 10DLC campaign (billed every month) and the messaging profile go once every number is released,
  // so nothing texts through them meanwhile; the profile after the campaign that texts through it.
  // The brand stays: Telnyx deletes a brand only once its campaigns are inactive and at least three
  // months old, and a brand is charged once, when registered (docs/vendors.md#telnyx-10dlc).
  const texting = { group: 'texting', waitsFor: ['telnyx_number' as const] };
  if (holdings.texting?.campaignId) {
    steps.push({
      kind: 'telnyx_campaign',
      resource: holdings.texting.campaignId,
      label: 'texting campaign',
      rank: RANK.third,
      details: texting,
    });
  }
  if (holdings.texting?.messagingProfileId) {
    steps.push({
      kind: 'telnyx_messaging_profile',
      resource: holdings.texting.messagingProfileId,
      label: 'messaging profile',
      rank: RANK.fourth,
      details: texting,
    });
  }
  const keys = new Set<string>();
  const ownKey = (url: string | null) => {
    const key = keyOf(url);
    // Only files under the owner's own folder: a URL pointing elsewhere is not theirs to delete.
    if (key?.startsWith(`${userId}/`)) keys.add(key);
  };
  ownKey(profile?.avatarUrl ?? null);
  for (const agent of holdings.agents) {
    const details = { group: `agent:${agent.id}`, agentId: agent.id };
    const label = agent.agentName;
    for (const assistant of new Set([agent.vapiAgentId, agent.draftAssistantId])) {
      if (assistant) steps.push({ kind: 'vapi_assistant', resource: assistant, label, rank: RANK.first, details });
    }
    if (agent.vapiKnowledgeToolId) {
      steps.push({ kind: 'vapi_tool', resource: agent.vapiKnowledgeToolId, label, rank: RANK.second, details });
    }
    if (agent.vapiKnowledgeFileId) {
      steps.push({ kind: 'vapi_file', resource: agent.vapiKnowledgeFileId, label, rank: RANK.third, details });
    }
    ownKey(agent.imageUrl);
  }
  // Recordings live only at the voice platform: each call is deleted there with them.
  for (const callId of holdings.callIds) {
    steps.push({ kind: 'vapi_call', resource: callId, label: 'call', rank: RANK.first, details: {} });
  }
  if (holdings.calendar) {
    steps.push({
      kind: 'google_token',
      resource: holdings.calendar.refreshTokenEncrypted,
      label: holdings.calendar.email ?? 'Google Calendar',
      rank: RANK.first,
      details: {},
    });
  }
  for (const key of holdings.documentKeys) if (key.startsWith(`${userId}/`)) keys.add(key);
  for (const key of keys) {
    steps.push({
      kind: 'stored_file',
      resource: key,
      label: key.slice(key.lastIndexOf('/') + 1),
      rank: RANK.first,
      details: {},
    });
  }
  return steps.sort((a, b) => a.rank - b.rank);
}

type OpenStep = { id: string; kind: string; rank: number; details: StepDetails; doneAt: Date | null };

/**
 * Whether a step may run now: not while a lower-ranked step of its group is still open, nor while
 * any step of a kind it waits for is.
 */
export function mayRun(step: OpenStep, steps: readonly OpenStep[]): boolean {
  const { group, waitsFor = [] } = step.details;
  return !steps.some(
    (other) =>
      other.id !== step.id &&
      !other.doneAt &&
      ((group && other.details.group === group && other.rank < step.rank) || waitsFor.includes(other.kind as StepKind)),
  );
}

/**
 * The refresh token kept in a step, opened with the key it was sealed with: the calendar module
 * seals it for its owner (`google_refresh_token:<user id>` as associated data, calendar-tokens.pure.ts),
 * and the closure keeps the owner's id to open it after the account is gone.
 */
export const openCalendarToken = (encryptionKey: string, userId: string, stored: string) =>
  decryptSecret(stored, encryptionKey, `google_refresh_token:${userId}`);

type DoneStep = { kind: string; label: string; details: StepDetails };

/** The final e-mail's list: what was closed, in the owner's words. */
export function closedSummary(steps: readonly DoneStep[]): string[] {
  const of = (kind: StepKind) => steps.filter((step) => step.kind === kind);
  const lines: string[] = [];
  const plans = of('stripe_subscription');
  if (plans.length) lines.push(`Your ${plans[0]!.label} subscription was cancelled; you will not be charged again.`);
  const numbers = [...new Set(of('telnyx_number').map((step) => step.label))];
  if (numbers.length === 1) lines.push(`Your phone number ${numbers[0]} was released.`);
  if (numbers.length > 1) lines.push(`Your ${numbers.length} phone numbers were released: ${numbers.join(', ')}.`);
  const agents = new Set(of('vapi_assistant').map((step) => step.details.agentId ?? step.label));
  if (agents.size === 1) lines.push('1 agent was removed from the voice platform.');
  if (agents.size > 1) lines.push(`${agents.size} agents were removed from the voice platform.`);
  if (of('vapi_file').length) lines.push("Your agents' knowledge files and search tools were deleted.");
  const calls = of('vapi_call').length;
  if (calls === 1) lines.push("1 call's recording and transcript were deleted at the voice platform.");
  if (calls > 1) lines.push(`${calls} calls' recordings and transcripts were deleted at the voice platform.`);
  if (of('telnyx_campaign').length || of('telnyx_messaging_profile').length) {
    lines.push('Your texting registration was closed at Telnyx.');
  }
  if (of('google_token').length) lines.push('Your Google Calendar was disconnected.');
  const files = of('stored_file').length;
  if (files === 1) lines.push('1 stored file (photos, documents, exports) was deleted.');
  if (files > 1) lines.push(`${files} stored files (photos, documents, exports) were deleted.`);
  lines.push('Your account, agents, calls, recordings, transcripts and callers were deleted.');
  return lines;
}
