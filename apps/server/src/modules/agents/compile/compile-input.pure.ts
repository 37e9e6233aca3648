import { isOwnerApproved } from '@portal/shared/agents/completion.plain';
import {
  destinationTarget,
  readDestinations,
  urgentDestination,
  type TransferDestination,
} from '@portal/shared/agents/transfers.plain';
import type { Agent } from '@portal/shared/agents/agent';

/** The agent fields compileAssistant reads (the database row has all of them). */
export type CompilableAgent = Pick<
  Agent,
  | 'id'
  | 'agentName'
  | 'coreInstructions'
  | 'timezone'
  | 'voice'
  | 'vibe'
  | 'accent'
  | 'speakingStyle'
  | 'businessName'
  | 'typeOfBusiness'
  | 'description'
  | 'yourProducts'
  | 'yourPrices'
  | 'yourHours'
  | 'contactInfo'
  | 'faqAndPolicies'
  | 'aboutUs'
  | 'topicsToAvoid'
  | 'additionalInfo'
  | 'websiteInfo'
  | 'greeting'
  | 'endOfCall'
  | 'specialOffers'
  | 'scheduling'
  | 'schedulingConfig'
  | 'schedulingInstructionsText'
  | 'infoToCollect'
  | 'makeASale'
  | 'additionalTasks'
  | 'givingQuotes'
  | 'callForwardingActive'
  | 'transferMode'
  | 'transferNoAnswerSeconds'
  | 'rememberCallers'
  | 'urgentMattersEnabled'
  | 'urgentMattersSituations'
  | 'urgentMattersAction'
  | 'urgentMattersInfoToCollect'
  | 'urgentMattersInfoToCollectOther'
  | 'urgentMattersDestinationId'
  | 'userSavedSections'
  | 'initialConfigSnapshot'
> & {
  /** As stored: read with readDestinations. */
  transferDestinations: unknown;
  /** As stored: read with readClosures. */
  closures: unknown;
  /** The Texts card's switches, as stored: read with readTextingSettings. */
  textingSettings: unknown;
  /** The Recording & Privacy card, as stored: read with readPrivacySettings. */
  privacySettings: unknown;
};

export type CompileContext = {
  userId: string;
  /** Whether the owner has a connected Google Calendar (booking tools need one). */
  calendarConnected: boolean;
  /** Our webhook URL and the secret header the voice platform sends back. */
  webhookUrl: string;
  webhookSecret: string;
};

export const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

/**
 * A fact callers may be told: present, and entered or approved by the owner. A suggestion the
 * agent started with (a template's hours or prices) is never said as if the business had given it.
 */
export const approvedText = (agent: CompilableAgent, field: keyof CompilableAgent & string): string | null => {
  const value = agent[field];
  return typeof value === 'string' && present(value) && isOwnerApproved(agent, field) ? value.trim() : null;
};

/** A destination the assistant can transfer to: as the owner set it, and its number in E.164. */
export type CompiledDestination = { destination: TransferDestination; target: string };

/** The agent's destinations whose numbers read, in the owner's order. */
const readableDestinations = (agent: CompilableAgent): CompiledDestination[] =>
  readDestinations(agent.transferDestinations).flatMap((destination) => {
    const target = destinationTarget(destination);
    return target ? [{ destination, target }] : [];
  });

/** Whether urgent calls are forwarded rather than taken as a message. */
const urgentForwards = (agent: CompilableAgent) =>
  agent.urgentMattersEnabled && agent.urgentMattersAction === 'forward_call';

/** Where urgent calls go: the destination chosen for them, else the first; null when there is none. */
export function urgentTransfer(agent: CompilableAgent): CompiledDestination | null {
  if (!urgentForwards(agent)) return null;
  const readable = readableDestinations(agent);
  const chosen = urgentDestination(
    readable.map(({ destination }) => destination),
    agent.urgentMattersDestinationId,
  );
  return readable.find(({ destination }) => destination === chosen) ?? null;
}

/**
 * Every destination the assistant may transfer to: all of them while forwarding is on; with it
 * off, only the one urgent calls go to (an owner may forward emergencies and nothing else).
 */
export function transferDestinations(agent: CompilableAgent): CompiledDestination[] {
  if (agent.callForwardingActive) return readableDestinations(agent);
  const urgent = urgentTransfer(agent);
  return urgent ? [urgent] : [];
}
