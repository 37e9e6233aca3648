import type { Agent } from '@portal/shared/agents/agent';
import { configSnapshot } from '@portal/shared/agents/completion.plain';
import { defaultHours } from '@portal/shared/agents/hours';
import { buildSpeakingStyle } from '@portal/shared/agents/personality.plain';
import { tryPrompts } from '@portal/shared/agents/scenario-proposals.plain';
import { DEFAULT_TEXTING_SETTINGS } from '@portal/shared/texts.plain';
import { DEFAULT_PRIVACY_SETTINGS } from '@portal/shared/agents/privacy.plain';

/**
 * An agent as a blank template creates it, with overrides; the things to try saying worked out
 * as the server does.
 */
export function agentFixture(overrides: Partial<Agent> = {}): Agent {
  const base: Omit<Agent, 'tryPrompts'> = {
    id: 'agent-1',
    agentName: 'Sam',
    imageUrl: null,
    vapiAgentId: 'asst-1',
    isDeleted: false,
    gender: null,
    attitude: 'Cheerful',
    businessType: null,
    templateId: null,
    coreInstructions: null,
    initialConfigSnapshot: null,
    userSavedSections: [],
    timezone: 'America/New_York',
    voice: 'regina',
    vibe: 'cheerful_upbeat',
    accent: 'standard_us',
    speakingStyle: buildSpeakingStyle('cheerful_upbeat', 'standard_us'),
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
    greeting: 'Thanks for calling!',
    endOfCall: null,
    specialOffers: null,
    callForwarding: null,
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
    rememberCallers: true,
    textingSettings: DEFAULT_TEXTING_SETTINGS,
    privacySettings: DEFAULT_PRIVACY_SETTINGS,
    urgentMattersEnabled: false,
    urgentMattersSituations: null,
    urgentMattersAction: null,
    urgentMattersInfoToCollect: [],
    urgentMattersInfoToCollectOther: null,
    urgentMattersDestinationId: null,
    syncedAt: null,
    syncError: null,
    draftChanges: 0,
    publishedVersion: null,
    cardRevisions: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const agent = { ...base, ...overrides };
  return {
    ...agent,
    tryPrompts: overrides.tryPrompts ?? tryPrompts(agent),
    initialConfigSnapshot: overrides.initialConfigSnapshot ?? configSnapshot(base),
  };
}
