// The Recording & Privacy card without the schemas: whether calls are recorded, what callers are
// told about it, and how the agent says it is an AI. The card, the compiled assistant, the sandbox
// and the call ingestion read these; privacy.ts holds the zod schemas.
import {
  DEFAULT_PRIVACY_SETTINGS,
  RECORDING_NOTICES,
  readPrivacySettings,
  type PrivacySettings,
  type RecordingNotice,
} from './privacy-summary.plain.ts';

export { DEFAULT_PRIVACY_SETTINGS, RECORDING_NOTICES, readPrivacySettings, type PrivacySettings };

/** Where the business's name goes in the disclosure. */
const BUSINESS_PLACEHOLDER = '{business}';
/** Said in place of the business's name while the owner has not given one. */
const NO_BUSINESS_NAME = 'this business';

/** The longest notice: Vapi's limit for the consent message (RecordingConsentPlanStayOnLine.message). */
export const NOTICE_TEXT_MAX = 1000;
export const AI_DISCLOSURE_MAX = 300;

/**
 * What the stay-on-line message adds when the owner's text does not say it: Vapi asks that such a
 * message tell callers to hang up if they do not agree, since staying on is the consent.
 */
export const STAY_ON_LINE_ASK = 'If you do not agree, please hang up now.';

/** How long the platform waits on the line before the agent answers (Vapi allows 1 to 6, default 3). */
export const STAY_ON_LINE_WAIT_SECONDS = 3;

export const NOTICE_LABELS: Record<RecordingNotice, { label: string; description: string }> = {
  'before-greeting': {
    label: 'Spoken before the greeting',
    description: 'The agent says the notice first, then its greeting.',
  },
  'stay-on-line': {
    label: 'Callers agree by staying on the line',
    description: 'The notice plays before the agent answers; callers who stay on the line agree to the recording.',
  },
  off: { label: 'Not said', description: 'Callers are not told the call is recorded.' },
};

export const PRIVACY_TEXTS = {
  recording: 'Record calls',
  recordingHelp:
    'Recordings and transcripts are kept with each call. Off: nothing of the conversation is kept, only its outcome and summary.',
  notice: 'Recording notice',
  noticeHelp:
    'Recording laws differ: some US states (California, Florida, Illinois and others) need every party on the call to agree, so telling callers is the safe choice.',
  noticeText: 'What callers hear about the recording',
  announceAi: 'Say it is an AI at the start of each call',
  aiDisclosureText: 'What the agent says about being an AI',
  aiDisclosureHelp:
    'Whatever you choose, the agent never pretends to be a person: asked, it says it is an AI assistant. Some places require saying so up front. {business} is your business name.',
  noticeRequired: 'Write what callers hear about the recording, or choose not to say it.',
  disclosureRequired: 'Write what the agent says about being an AI.',
} as const;

/** The notice callers are given, or 'off' when none is: with recording off there is nothing to announce. */
export const noticeGiven = (settings: PrivacySettings): RecordingNotice =>
  settings.recording ? settings.notice : 'off';

/** The stay-on-line message: the owner's notice, asking callers to hang up when it does not already. */
export function stayOnLineMessage(noticeText: string): string {
  const text = noticeText.trim();
  return /hang up/i.test(text) ? text : `${text} ${STAY_ON_LINE_ASK}`.slice(0, NOTICE_TEXT_MAX);
}

/** The disclosure with the business's name in it ("this business" while it has none). */
export function disclosureSentence(settings: PrivacySettings, businessName: string | null): string {
  const name = businessName?.trim() || NO_BUSINESS_NAME;
  return settings.aiDisclosureText.trim().replaceAll(BUSINESS_PLACEHOLDER, name);
}

/**
 * What the agent itself says before its greeting: the notice when it is spoken first, and the
 * disclosure when the owner chose to say it up front. Empty when neither is.
 */
export function openingLines(settings: PrivacySettings, businessName: string | null): string[] {
  return [
    noticeGiven(settings) === 'before-greeting' ? settings.noticeText.trim() : null,
    settings.announceAi ? disclosureSentence(settings, businessName) : null,
  ].filter((line): line is string => !!line);
}
