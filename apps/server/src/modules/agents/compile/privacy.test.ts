import { readCallBrief } from '@portal/shared/agents/call-brief';
import { STAY_ON_LINE_ASK } from '@portal/shared/agents/privacy.plain';
import { describe, expect, it } from 'vitest';
import { compileAssistant } from './compile-assistant.pure.ts';
import type { CompilableAgent } from './compile-input.pure.ts';
import { BLANK_AGENT, DENTAL_AGENT, testCompileContext } from './testing.ts';

const context = testCompileContext(false);
const dental = DENTAL_AGENT;
const withPrivacy = (privacySettings: Record<string, unknown>, agent: CompilableAgent = dental) =>
  compileAssistant({ ...agent, privacySettings }, context);
const promptOf = (spec: ReturnType<typeof compileAssistant>) => spec.model.messages[0]!.content;

describe('the Recording & Privacy card in the compiled assistant', () => {
  it('by default records, says the notice before the greeting and asks for no consent plan', () => {
    const spec = withPrivacy({});
    expect(spec.firstMessage).toBe(`This call is recorded. ${dental.greeting}`);
    expect(spec.compliancePlan).toEqual({});
    expect(spec.artifactPlan).toMatchObject({ recordingEnabled: true, transcriptPlan: { enabled: true } });
  });

  it("speaks the owner's notice first", () => {
    const spec = withPrivacy({ noticeText: 'Calls are recorded for training.' });
    expect(spec.firstMessage).toBe(`Calls are recorded for training. ${dental.greeting}`);
  });

  it('leaves the consent to the platform when callers agree by staying on the line', () => {
    const spec = withPrivacy({ notice: 'stay-on-line', noticeText: 'This call is recorded.' });
    expect(spec.firstMessage).toBe(dental.greeting);
    expect(spec.compliancePlan).toEqual({
      recordingConsentPlan: {
        type: 'stay-on-line',
        message: `This call is recorded. ${STAY_ON_LINE_ASK}`,
        waitSeconds: 3,
      },
    });
    // A notice that already asks callers to hang up is played as written.
    const asked = withPrivacy({ notice: 'stay-on-line', noticeText: 'Recorded. Hang up if you object.' });
    expect(asked.compliancePlan?.recordingConsentPlan?.message).toBe('Recorded. Hang up if you object.');
  });

  it('says nothing of the recording when the notice is off', () => {
    const spec = withPrivacy({ notice: 'off' });
    expect(spec.firstMessage).toBe(dental.greeting);
    expect(spec.compliancePlan).toEqual({});
  });

  it('with recording off, records and transcribes nothing, announces nothing, and keeps the outcome', () => {
    for (const notice of ['before-greeting', 'stay-on-line']) {
      const spec = withPrivacy({ recording: false, notice });
      expect(spec.firstMessage).toBe(dental.greeting);
      expect(spec.compliancePlan).toEqual({});
      expect(spec.artifactPlan).toMatchObject({ recordingEnabled: false, transcriptPlan: { enabled: false } });
      expect(spec.artifactPlan?.structuredOutputs?.map((output) => output.name)).toHaveLength(2);
    }
  });

  it('always tells the model to say it is an AI when asked, in the owner’s words with the business name', () => {
    const prompt = promptOf(withPrivacy({}));
    expect(prompt).toContain('Never claim or imply to be human.');
    expect(prompt).toContain(`"I'm an AI assistant for ${dental.businessName}."`);
    expect(promptOf(withPrivacy({}, BLANK_AGENT))).toContain(`"I'm an AI assistant for this business."`);
  });

  it('says the disclosure at the start when the owner chose it, after the notice', () => {
    const spec = withPrivacy({ announceAi: true, aiDisclosureText: 'You are talking to the {business} AI.' });
    expect(spec.firstMessage).toBe(
      `This call is recorded. You are talking to the ${dental.businessName} AI. ${dental.greeting}`,
    );
    expect(promptOf(spec)).toContain('You already said this in your first message.');
  });

  it('gives the call brief the disclosure the sandbox agent answers with', () => {
    const brief = readCallBrief(withPrivacy({ aiDisclosureText: 'I am the {business} assistant, an AI.' }).metadata);
    expect(brief?.aiDisclosure).toBe(`I am the ${dental.businessName} assistant, an AI.`);
  });
});
