import {
  disclosureSentence,
  noticeGiven,
  openingLines,
  readPrivacySettings,
  stayOnLineMessage,
  STAY_ON_LINE_WAIT_SECONDS,
} from '@portal/shared/agents/privacy.plain';
import type { AssistantSpec } from '../../../providers/voice/voice.ts';
import { approvedText, type CompilableAgent } from './compile-input.pure.ts';

// The Recording & Privacy card in the compiled assistant (docs/product.md#recording-and-privacy):
// what is said before the greeting, the platform's stay-on-the-line consent, whether the platform
// records and transcribes, and the prompt's rule on saying it is an AI.

const settingsOf = (agent: CompilableAgent) => readPrivacySettings(agent.privacySettings);
const businessOf = (agent: CompilableAgent) => approvedText(agent, 'businessName');

/** The greeting with what the agent says before it: the notice spoken first, the disclosure up front. */
export function firstMessageWith(agent: CompilableAgent, greeting: string): string {
  return [...openingLines(settingsOf(agent), businessOf(agent)), greeting].join(' ');
}

/** The platform's consent plan while callers agree by staying on the line; empty otherwise. */
export function compliancePlan(agent: CompilableAgent): NonNullable<AssistantSpec['compliancePlan']> {
  const settings = settingsOf(agent);
  if (noticeGiven(settings) !== 'stay-on-line') return {};
  return {
    recordingConsentPlan: {
      type: 'stay-on-line',
      message: stayOnLineMessage(settings.noticeText),
      waitSeconds: STAY_ON_LINE_WAIT_SECONDS,
    },
  };
}

/**
 * Recording off: the platform records nothing and keeps no transcript. The structured outputs are
 * asked for either way, so the call's outcome and summary are still known.
 */
export function recordingPlan(
  agent: CompilableAgent,
): Pick<NonNullable<AssistantSpec['artifactPlan']>, 'recordingEnabled' | 'transcriptPlan'> {
  const { recording } = settingsOf(agent);
  return { recordingEnabled: recording, transcriptPlan: { enabled: recording } };
}

/** The disclosure as the agent says it, the business's name filled in. */
export const aiDisclosure = (agent: CompilableAgent) => disclosureSentence(settingsOf(agent), businessOf(agent));

/**
 * Always in the prompt: a caller who asks is told the truth, in the owner's words. Said at the
 * start too when the owner chose it; the first message already carries it then.
 */
export function aiDisclosureRule(agent: CompilableAgent): string {
  const said = settingsOf(agent).announceAi ? ' You already said this in your first message.' : '';
  return `You are an AI assistant, not a person. Never claim or imply to be human. If a caller asks whether they are talking to a real person, a robot or an AI, say you are an AI assistant, for example: "${aiDisclosure(agent)}", then offer to help or to take a message for the team.${said}`;
}
