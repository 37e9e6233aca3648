import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { defaultHours } from '@portal/shared/agents/hours';
import type { CompilableAgent, CompileContext } from './compile-input.pure.ts';

/** For tests: a compile context with the portal's webhook and a calendar as asked. */
export const testCompileContext = (calendarConnected: boolean): CompileContext => ({
  userId: 'user-1',
  calendarConnected,
  webhookUrl: 'https://portal.example.com/api/webhooks/vapi',
  webhookSecret: 'test-secret',
});

/** For tests: an agent with nothing filled in but its name, core instructions and the suggested week. */
export const BLANK_AGENT: CompilableAgent = {
  id: 'agent-1',
  agentName: 'Sam',
  coreInstructions: 'You are a helpful receptionist.',
  timezone: 'America/New_York',
  voice: null,
  vibe: 'cheerful_upbeat',
  accent: 'standard_us',
  speakingStyle: null,
  businessName: null,
  typeOfBusiness: null,
  description: null,
  yourProducts: null,
  yourPrices: null,
  yourHours: defaultHours(),
  contactInfo: null,
  faqAndPolicies: null,
  aboutUs: null,
  topicsToAvoid: null,
  additionalInfo: null,
  websiteInfo: null,
  greeting: null,
  endOfCall: null,
  specialOffers: null,
  scheduling: 'No',
  schedulingConfig: null,
  schedulingInstructionsText: null,
  infoToCollect: null,
  makeASale: null,
  additionalTasks: null,
  givingQuotes: null,
  callForwardingActive: false,
  transferDestinations: [],
  closures: [],
  transferMode: 'warm',
  transferNoAnswerSeconds: 20,
  rememberCallers: false,
  urgentMattersEnabled: false,
  urgentMattersSituations: null,
  urgentMattersAction: null,
  urgentMattersInfoToCollect: [],
  urgentMattersInfoToCollectOther: null,
  urgentMattersDestinationId: null,
  // Stored as the Texts card leaves an agent that never saved it: every text off.
  textingSettings: {},
  privacySettings: {},
  // Nothing confirmed: the default week is only a suggestion, which callers are never told.
  userSavedSections: [],
  initialConfigSnapshot: null,
};

/** For tests: a dental clinic with prices, website knowledge, scheduling and forwarding. */
export const DENTAL_AGENT: CompilableAgent = {
  ...BLANK_AGENT,
  userSavedSections: ['yourHours'],
  agentName: 'Bright Smile Receptionist',
  businessName: 'Bright Smile Dental',
  typeOfBusiness: 'Family dental clinic',
  yourPrices: 'Cleaning $120. Whitening from $299.',
  greeting: 'Thanks for calling Bright Smile Dental, this is Sam. How can I help?',
  endOfCall: 'Thanks for calling Bright Smile Dental. Have a great day!',
  voice: 'lara',
  vibe: 'nurturing_supportive',
  websiteInfo: [
    {
      url: 'https://brightsmile.example/faq',
      processed_title: 'FAQ',
      user_category: 'FAQs',
      summary: 'We accept most PPO insurance.',
    },
  ],
  scheduling: 'Gather Info: new patient exams and cleanings',
  schedulingConfig: {
    ...defaultSchedulingConfig(),
    appointment_types: ['Cleaning', 'Exam'],
    same_day_booking_allowed: false,
  },
  callForwardingActive: true,
  transferDestinations: [
    {
      id: 'd1',
      name: 'Front desk',
      countryCode: '+1',
      number: '+15125550100',
      reason: 'Billing questions',
      ringWhen: 'always',
      hours: null,
    },
  ],
};

/** For tests: a plumber whose urgent calls are forwarded, with what to collect first. */
export const PLUMBER_AGENT: CompilableAgent = {
  ...BLANK_AGENT,
  userSavedSections: ['yourHours'],
  agentName: 'Pipe Pro',
  businessName: 'Austin Plumbing Co.',
  voice: 'merlin',
  urgentMattersEnabled: true,
  urgentMattersSituations: 'Burst pipes, flooding, gas smell',
  urgentMattersAction: 'forward_call',
  urgentMattersInfoToCollect: ['Full Name', 'Address', 'Other'],
  urgentMattersInfoToCollectOther: 'Where the main water valve is',
  transferDestinations: [
    {
      id: 'd1',
      name: 'On-call plumber',
      countryCode: '+1',
      number: '+15125550199',
      reason: 'Emergencies',
      ringWhen: 'always',
      hours: null,
    },
  ],
};

/** For tests: a Website Info page whose summary is `summary`, or that many characters of it. */
export const websitePage = (slug: string, summary: string | number) => ({
  url: `https://brightsmile.example/${slug}`,
  processed_title: `Page ${slug}`,
  user_category: 'Services',
  // A full stop ends the generated text, so nothing is trimmed from its end.
  summary:
    typeof summary === 'number' ? `${'We care for every smile. '.repeat(summary).slice(0, summary - 1)}.` : summary,
});
