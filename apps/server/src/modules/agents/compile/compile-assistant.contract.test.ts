import { CARDS } from '@portal/shared/agents/cards.plain';
import { VOICES } from '@portal/shared/agents/voices.plain';
import { describe, expect, it } from 'vitest';
import { INDUSTRY_TEMPLATES, type IndustryTemplate } from '../../../db/seed/templates/index.ts';
import { vapiSchemaErrors } from '@portal/sandbox/vapi/openapi/validate';
import { compileAssistant } from './compile-assistant.pure.ts';
import type { CompilableAgent, CompileContext } from './compile-input.pure.ts';
import { destination } from '@portal/shared/testing/destinations';
import { DEFAULT_TEXTING_SETTINGS, TEXT_TEMPLATE_KINDS } from '@portal/shared/texts.plain';
import { TEXT_CONFIRMATION_ARG } from '@portal/shared/voice-webhook.plain';
import { NOTICE_TEXT_MAX } from '@portal/shared/agents/privacy.plain';

/**
 * What compileAssistant sends must be a body Vapi's published schema accepts, unknown keys refused
 * as Vapi's API refuses them: for every seeded template with every task on, in every voice, under
 * the longest name an owner can type.
 */

const context: CompileContext = {
  userId: 'user-1',
  calendarConnected: false,
  webhookUrl: 'https://portal.example.com/api/webhooks/vapi',
  webhookSecret: 'test-secret',
};

/** Every task an owner can switch on, each with its details filled in. */
function withEveryTask(template: IndustryTemplate, voice: string): CompilableAgent {
  const { defaults } = template;
  return {
    id: 'agent-1',
    agentName: 'N'.repeat(60),
    coreInstructions: template.coreInstructions,
    timezone: defaults.timezone ?? 'America/New_York',
    rememberCallers: true,
    voice,
    vibe: defaults.vibe ?? null,
    accent: defaults.accent ?? null,
    speakingStyle: null,
    businessName: 'Acme Services',
    typeOfBusiness: defaults.typeOfBusiness ?? 'Local business',
    description: 'A family-run business serving the city since 1990.',
    yourProducts: defaults.yourProducts ?? 'Repairs and maintenance.',
    yourPrices: defaults.yourPrices ?? 'Call-out fee $80.',
    yourHours: defaults.yourHours ?? null,
    contactInfo: 'info@acme.example',
    faqAndPolicies: defaults.faqAndPolicies ?? 'Cancellations need 24 hours notice.',
    aboutUs: 'Three generations of the same family.',
    topicsToAvoid: defaults.topicsToAvoid ?? null,
    additionalInfo: defaults.additionalInfo ?? 'Parking behind the building.',
    websiteInfo: [
      { url: 'https://acme.example/faq', processed_title: 'FAQ', user_category: 'FAQs', summary: 'We take cards.' },
    ],
    greeting: defaults.greeting ?? null,
    endOfCall: defaults.endOfCall ?? null,
    specialOffers: defaults.specialOffers ?? '10% off the first visit.',
    scheduling: defaults.scheduling && defaults.scheduling !== 'No' ? defaults.scheduling : 'Gather Info: any visit',
    schedulingConfig: defaults.schedulingConfig ?? null,
    schedulingInstructionsText: 'Offer the earliest slot first.',
    infoToCollect: defaults.infoToCollect ?? 'Full name and callback number.',
    makeASale: defaults.makeASale ?? 'Mention the annual service plan.',
    additionalTasks: defaults.additionalTasks ?? 'Ask how they heard about us.',
    givingQuotes: defaults.givingQuotes ?? 'Give price ranges only.',
    callForwardingActive: true,
    transferDestinations: [
      destination({ number: '+15125550100', reason: 'Billing questions', ringWhen: 'open_hours' }),
      destination({
        id: 'd2',
        name: 'Dr. Lee on call',
        number: '+15125550111',
        reason: 'Emergencies',
        ringWhen: 'always',
      }),
    ],
    transferMode: 'warm',
    transferNoAnswerSeconds: 25,
    closures: [{ id: 'c1', from: '2026-11-26', to: '2026-11-27', note: 'Thanksgiving' }],
    urgentMattersDestinationId: 'd2',
    urgentMattersEnabled: true,
    urgentMattersSituations: defaults.urgentMattersSituations ?? 'Anything dangerous.',
    urgentMattersAction: 'forward_call',
    urgentMattersInfoToCollect: defaults.urgentMattersInfoToCollect ?? ['Full Name'],
    urgentMattersInfoToCollectOther: 'Where the main water valve is',
    // Every text on, so the booking tools take the caller's answer to a text confirmation.
    textingSettings: Object.fromEntries(
      TEXT_TEMPLATE_KINDS.map((kind) => [kind, { ...DEFAULT_TEXTING_SETTINGS[kind], on: true }]),
    ),
    // Stay-on-the-line consent with the longest notice, and the disclosure said up front.
    privacySettings: { notice: 'stay-on-line', noticeText: 'R'.repeat(NOTICE_TEXT_MAX), announceAi: true },
    // Every card kept by the owner, so every fact reaches the assistant.
    userSavedSections: CARDS.map((card) => card.key),
    initialConfigSnapshot: null,
  };
}

const cases = INDUSTRY_TEMPLATES.flatMap((template) =>
  VOICES.map((voice) => [template.industry, voice.name, withEveryTask(template, voice.dataId)] as const),
);

describe("compiled assistants against Vapi's published schema", () => {
  it.each(cases)('%s in the voice %s is a valid CreateAssistantDTO and UpdateAssistantDTO', (_, __, agent) => {
    const body = compileAssistant(agent, context);
    expect(vapiSchemaErrors('CreateAssistantDTO', body)).toEqual([]);
    expect(vapiSchemaErrors('UpdateAssistantDTO', body)).toEqual([]);
  });

  it.each(INDUSTRY_TEMPLATES.map((template) => [template.industry, template] as const))(
    '%s with a calendar connected, booking tools included, is valid too',
    (_, template) => {
      const body = compileAssistant(withEveryTask(template, 'regina'), { ...context, calendarConnected: true });
      // Check, book, and find, move and cancel the caller's own.
      expect(body.model.tools?.filter((tool) => tool.type === 'function')).toHaveLength(5);
      expect(vapiSchemaErrors('CreateAssistantDTO', body)).toEqual([]);
    },
  );

  it('takes the caller’s answer to a text confirmation in a body Vapi accepts, with the texts on and off', () => {
    const [template] = INDUSTRY_TEMPLATES;
    const on = compileAssistant(withEveryTask(template!, 'regina'), { ...context, calendarConnected: true });
    const withAnswer = (on.model.tools ?? []).filter(
      (tool) =>
        tool.type === 'function' &&
        TEXT_CONFIRMATION_ARG in (tool.function.parameters as { properties: Record<string, unknown> }).properties,
    );
    expect(withAnswer.map((tool) => tool.type === 'function' && tool.function.name)).toEqual([
      'book_appointment',
      'reschedule_appointment',
      'cancel_appointment',
    ]);
    expect(vapiSchemaErrors('CreateAssistantDTO', on)).toEqual([]);
    expect(vapiSchemaErrors('UpdateAssistantDTO', on)).toEqual([]);
    const off = compileAssistant(
      { ...withEveryTask(template!, 'regina'), textingSettings: {} },
      { ...context, calendarConnected: true },
    );
    expect(vapiSchemaErrors('CreateAssistantDTO', off)).toEqual([]);
  });

  it('carries each recording choice in a body Vapi accepts: the consent plan, the notice spoken, recording off', () => {
    const [template] = INDUSTRY_TEMPLATES;
    const agent = withEveryTask(template!, 'regina');
    const stayOnLine = compileAssistant(agent, context);
    expect(stayOnLine.compliancePlan?.recordingConsentPlan?.message).toHaveLength(NOTICE_TEXT_MAX);
    const spoken = compileAssistant({ ...agent, privacySettings: {} }, context);
    const off = compileAssistant({ ...agent, privacySettings: { recording: false } }, context);
    expect(off.artifactPlan).toMatchObject({ recordingEnabled: false, transcriptPlan: { enabled: false } });
    for (const body of [stayOnLine, spoken, off]) {
      expect(vapiSchemaErrors('CreateAssistantDTO', body)).toEqual([]);
      expect(vapiSchemaErrors('UpdateAssistantDTO', body)).toEqual([]);
    }
    // A message longer than Vapi's limit is refused, so the check above has teeth.
    const tooLong = {
      ...stayOnLine,
      compliancePlan: { recordingConsentPlan: { type: 'stay-on-line', message: 'R'.repeat(NOTICE_TEXT_MAX + 1) } },
    };
    expect(vapiSchemaErrors('CreateAssistantDTO', tooLong)).not.toEqual([]);
  });

  it('covers every template and voice, with the transfer tool the tasks switch on', () => {
    expect(cases).toHaveLength(INDUSTRY_TEMPLATES.length * VOICES.length);
    const tools = compileAssistant(cases[0]![2], context).model.tools ?? [];
    expect(tools.map((tool) => tool.type)).toEqual(['endCall', 'transferCall']);
  });

  it('would refuse a key Vapi does not know, so the check above has teeth', () => {
    const body = { ...compileAssistant(cases[0]![2], context), forwardingPhoneNumber: '+15125550100' };
    expect(vapiSchemaErrors('CreateAssistantDTO', body)).toEqual(['property forwardingPhoneNumber should not exist']);
  });
});
