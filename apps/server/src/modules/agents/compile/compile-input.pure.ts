import { isOwnerApproved } from '@portal/shared/agents/completion.plain';
import { forwardingTarget } from '@portal/shared/agents/forwarding.plain';
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
  | 'callForwardingCountryCode'
  | 'callForwardingNumber'
  | 'callForwardingInstructions'
  | 'urgentMattersEnabled'
  | 'urgentMattersSituations'
  | 'urgentMattersAction'
  | 'urgentMattersInfoToCollect'
  | 'urgentMattersInfoToCollectOther'
  | 'userSavedSections'
  | 'initialConfigSnapshot'
>;

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

/** E.164 forwarding number, or null when forwarding has no usable number. */
export const forwardingNumber = (agent: CompilableAgent): string | null => forwardingTarget(agent);
