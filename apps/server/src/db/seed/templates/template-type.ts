import type { Agent } from '@portal/shared/agents/agent';
import type { WeeklyHours } from '@portal/shared/agents/hours';
import type { URGENT_ACTIONS, URGENT_INFO_CHOICES } from '@portal/shared/agents/options.plain';
import type { SchedulingConfig } from '@portal/shared/agents/scheduling';

/** The free-text agent fields a template may preset (camelCase, as on the Agent). */
type TextFields =
  | 'businessType'
  | 'typeOfBusiness'
  | 'description'
  | 'yourProducts'
  | 'yourPrices'
  | 'timezone'
  | 'contactInfo'
  | 'faqAndPolicies'
  | 'aboutUs'
  | 'topicsToAvoid'
  | 'additionalInfo'
  | 'greeting'
  | 'endOfCall'
  | 'specialOffers'
  | 'infoToCollect'
  | 'makeASale'
  | 'givingQuotes'
  | 'additionalTasks'
  | 'vibe'
  | 'accent'
  | 'voice'
  | 'attitude'
  | 'gender';

/** 'No' means no booking; the other two modes carry their instructions after the prefix. */
export type SchedulingText = 'No' | `Gather Info: ${string}` | `Use Instructions: ${string}`;

/**
 * The values an agent created from a template starts with. Business facts (name, description,
 * prices, contact info, about us) are the owner's to write: templates leave them out rather than
 * invent them.
 */
export type TemplateDefaults = Partial<
  Pick<Agent, TextFields> & {
    yourHours: WeeklyHours;
    scheduling: SchedulingText;
    schedulingConfig: SchedulingConfig;
    urgentMattersEnabled: boolean;
    urgentMattersSituations: string;
    urgentMattersAction: (typeof URGENT_ACTIONS)[number];
    urgentMattersInfoToCollect: (typeof URGENT_INFO_CHOICES)[number][];
  }
>;

export type IndustryTemplate = {
  /** snake_case key; the UI derives its label ('dental_clinic' -> 'Dental Clinic'). */
  industry: string;
  sortOrder: number;
  /** The industry core of the system prompt, read by a phone agent: plain text, no placeholders. */
  coreInstructions: string;
  defaults: TemplateDefaults;
};
