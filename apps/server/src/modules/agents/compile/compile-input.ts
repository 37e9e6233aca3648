import { forwardingTarget } from '@portal/shared/agents/forwarding';
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

/** E.164 forwarding number, or null when forwarding has no usable number. */
export const forwardingNumber = (agent: CompilableAgent): string | null => forwardingTarget(agent);
