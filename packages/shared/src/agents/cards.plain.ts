import type { Agent } from './agent.ts';
import { TEXT_LIMITS } from '../text-fields.plain.ts';

export type ConfigTab = 'personality' | 'brain' | 'responsibilities';

export type CardEditor =
  | 'nameAvatar'
  | 'voice'
  | 'vibeAccent'
  | 'text'
  | 'hours'
  | 'website'
  | 'task'
  | 'callForwarding'
  | 'scheduling'
  | 'urgentMatters'
  | 'texts'
  | 'privacy';

/** A tracked profile field (26 of them) and how its value is read from the agent. */
export type TrackedFieldKey =
  | 'agentName'
  | 'voice'
  | 'vibe'
  | 'accent'
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
  | 'callForwarding'
  | 'scheduling'
  | 'infoToCollect'
  | 'makeASale'
  | 'givingQuotes'
  | 'urgentMatters'
  | 'additionalTasks';

export type CardDefinition = {
  /** The section key stored in user_saved_sections. */
  key: string;
  tab: ConfigTab;
  title: string;
  description: string;
  editor: CardEditor;
  /** The tracked fields this card edits (progress and badges). */
  tracked: TrackedFieldKey[];
  /** The agent columns this card writes. */
  fields: (keyof Agent)[];
  placeholder?: string;
  /** Offers 'Auto-Populate from Website' (text cards with business knowledge). */
  autoPopulate?: boolean;
  /** A text card that is one line (a name): a text input, at most this many characters. */
  lineLimit?: number;
  /**
   * A task card's message when it is switched on with its text empty: off is null, and an empty
   * text would leave the agent a task without saying how to do it.
   */
  requiredMessage?: string;
};

const text = (
  key: TrackedFieldKey & keyof Agent,
  tab: ConfigTab,
  title: string,
  description: string,
  placeholder: string,
  extra: Partial<CardDefinition> = {},
): CardDefinition => ({
  key,
  tab,
  title,
  description,
  editor: tab === 'responsibilities' ? 'task' : 'text',
  tracked: [key],
  fields: [key],
  placeholder,
  ...extra,
});

export const CARDS: readonly CardDefinition[] = [
  {
    key: 'agentName',
    tab: 'personality',
    title: 'Agent Name & Avatar',
    description: 'What your agent is called and the picture you see in the portal.',
    editor: 'nameAvatar',
    tracked: ['agentName'],
    fields: ['agentName', 'imageUrl'],
  },
  {
    key: 'voice',
    tab: 'personality',
    title: 'Voice',
    description: 'The voice callers hear.',
    editor: 'voice',
    tracked: ['voice'],
    fields: ['voice'],
  },
  {
    key: 'vibeAndAccent',
    tab: 'personality',
    title: 'Vibe & Accent',
    description: 'The personality and accent your agent speaks with.',
    editor: 'vibeAccent',
    tracked: ['vibe', 'accent'],
    fields: ['vibe', 'accent', 'speakingStyle'],
  },
  text('businessName', 'brain', 'Business Name', 'The name callers know you by.', 'E.g., Bright Smile Dental', {
    lineLimit: TEXT_LIMITS.businessName,
  }),
  text('typeOfBusiness', 'brain', 'Type of Business', 'What kind of business you run.', 'E.g., Family dental clinic', {
    lineLimit: TEXT_LIMITS.line,
  }),
  text(
    'description',
    'brain',
    'Description',
    'A short description of your business.',
    'Describe what you do and for whom.',
    { autoPopulate: true },
  ),
  text(
    'yourProducts',
    'brain',
    'Your Products',
    'The products and services you offer.',
    'List your main products or services.',
    { autoPopulate: true },
  ),
  text(
    'yourPrices',
    'brain',
    'Your Prices',
    'Prices or price ranges the agent may quote.',
    'E.g., Cleaning $120, whitening from $299.',
    { autoPopulate: true },
  ),
  {
    key: 'yourHours',
    tab: 'brain',
    title: 'Your Hours',
    description: 'When you are open, in your time zone.',
    editor: 'hours',
    tracked: ['yourHours'],
    fields: ['yourHours', 'timezone', 'closures'],
  },
  text(
    'contactInfo',
    'brain',
    'Contact Info',
    'Address, phone, e-mail and website callers may ask for.',
    'E.g., 12 Main St, Austin TX; info@example.com',
    { autoPopulate: true },
  ),
  text(
    'faqAndPolicies',
    'brain',
    'FAQ & Policies',
    'Answers to common questions and your policies.',
    'E.g., Cancellations need 24 hours notice.',
    { autoPopulate: true },
  ),
  text(
    'aboutUs',
    'brain',
    'About Us',
    'Your story, team and what makes you different.',
    'Tell callers about your business.',
    { autoPopulate: true },
  ),
  text(
    'topicsToAvoid',
    'brain',
    'Topics to Avoid',
    'Subjects the agent must not discuss.',
    'E.g., Medical diagnoses, competitor pricing.',
  ),
  text(
    'additionalInfo',
    'brain',
    'Additional Info',
    'Anything else the agent should know.',
    'E.g., Free parking behind the building.',
    { autoPopulate: true },
  ),
  {
    key: 'websiteInfo',
    tab: 'brain',
    title: 'Website Info',
    description: 'Knowledge taken from pages of your website.',
    editor: 'website',
    tracked: ['websiteInfo'],
    fields: ['websiteInfo'],
  },
  text(
    'greeting',
    'responsibilities',
    'Greeting',
    'The first thing callers hear.',
    'E.g., Thanks for calling Bright Smile Dental, this is Sam. How can I help?',
    { requiredMessage: 'Write what the agent says when it answers.' },
  ),
  text(
    'endOfCall',
    'responsibilities',
    'End of Call',
    'How the agent ends a call.',
    'E.g., Thanks for calling, have a great day!',
    { requiredMessage: 'Write how the agent should end a call.' },
  ),
  text(
    'specialOffers',
    'responsibilities',
    'Special Offers',
    'Promotions the agent should mention.',
    'E.g., 20% off whitening for new patients this month.',
    { requiredMessage: 'Describe the offers the agent should mention.' },
  ),
  {
    key: 'callForwarding',
    tab: 'responsibilities',
    title: 'Call Forwarding',
    description: 'Transfer callers to a person when needed.',
    editor: 'callForwarding',
    tracked: ['callForwarding'],
    fields: [
      'callForwardingActive',
      'transferDestinations',
      'transferMode',
      'transferNoAnswerSeconds',
      'callForwarding',
    ],
  },
  {
    key: 'scheduling',
    tab: 'responsibilities',
    title: 'Scheduling',
    description: 'Book appointments or collect booking requests.',
    editor: 'scheduling',
    tracked: ['scheduling'],
    fields: ['scheduling', 'schedulingConfig', 'schedulingInstructionsText', 'rememberCallers'],
  },
  text(
    'infoToCollect',
    'responsibilities',
    'Info to Collect',
    'What the agent asks every caller.',
    'E.g., Name, phone number, reason for calling.',
    { requiredMessage: 'List what the agent should ask every caller.' },
  ),
  text(
    'makeASale',
    'responsibilities',
    'Make a Sale',
    'How the agent should sell.',
    'E.g., Offer the premium package to callers asking about whitening.',
    { requiredMessage: 'Describe what the agent should offer.' },
  ),
  text(
    'givingQuotes',
    'responsibilities',
    'Giving Quotes',
    'How the agent gives price quotes.',
    'E.g., Give ranges only; exact quotes after an exam.',
    { requiredMessage: 'Describe how the agent should give quotes.' },
  ),
  {
    key: 'urgentMatters',
    tab: 'responsibilities',
    title: 'Urgent Matters',
    description: 'What counts as urgent and what to do about it.',
    editor: 'urgentMatters',
    tracked: ['urgentMatters'],
    fields: [
      'urgentMattersEnabled',
      'urgentMattersSituations',
      'urgentMattersAction',
      'urgentMattersInfoToCollect',
      'urgentMattersInfoToCollectOther',
      'urgentMattersDestinationId',
    ],
  },
  {
    // Not one of the tracked fields: texts wait for the business's registration, so they never
    // count against a profile's progress.
    key: 'texts',
    tab: 'responsibilities',
    title: 'Texts',
    description: 'Confirmations and missed-call texts to callers, alerts to your mobile.',
    editor: 'texts',
    tracked: [],
    fields: ['textingSettings'],
  },
  {
    // Not tracked either: its defaults already tell callers of the recording, so there is nothing
    // an owner must fill in.
    key: 'privacy',
    tab: 'responsibilities',
    title: 'Recording & Privacy',
    description: 'Whether calls are recorded, what callers are told, and saying it is an AI.',
    editor: 'privacy',
    tracked: [],
    fields: ['privacySettings'],
  },
  text(
    'additionalTasks',
    'responsibilities',
    'Additional Tasks',
    'Other tasks the agent should handle.',
    'E.g., Remind callers to bring their insurance card.',
    { requiredMessage: 'Describe the other tasks the agent should handle.' },
  ),
];

export const TAB_TITLES: Record<ConfigTab, (name: string) => string> = {
  personality: (name) => `Personality Design: ${name}`,
  brain: (name) => `Brain Design: ${name}`,
  responsibilities: (name) => `Task Design: ${name}`,
};

export const cardByKey = (key: string) => CARDS.find((card) => card.key === key);

export const TRACKED_FIELDS: readonly TrackedFieldKey[] = CARDS.flatMap((card) => card.tracked);

/** Fields offered 'Rewrite with AI': exactly this list, in the form and on the server. */
export const REWRITABLE_FIELDS: readonly string[] = [
  'description',
  'yourProducts',
  'yourPrices',
  'faqAndPolicies',
  'aboutUs',
  'greeting',
  'endOfCall',
  'specialOffers',
  'infoToCollect',
  'makeASale',
  'givingQuotes',
  'businessName',
  'typeOfBusiness',
  'additionalInfo',
  'websiteInfo',
  'additionalTasks',
  'contactInfo',
  'topicsToAvoid',
  'speakingStyle',
  'urgentMattersSituations',
];

export const SHOW_MORE_THRESHOLD = 100;
export const SHOW_MORE_THRESHOLD_WEBSITE = 150;
