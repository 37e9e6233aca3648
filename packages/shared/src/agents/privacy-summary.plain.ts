// The Recording & Privacy card's settings as the configure page's card shows them in a line: the
// settings, their defaults and the summary. The editor's labels and texts are in privacy.plain.ts.

/**
 * How callers are told the call is recorded: spoken by the agent before its greeting, played by
 * the voice platform before the agent answers (callers who stay on the line agree), or not at all.
 */
export const RECORDING_NOTICES = ['before-greeting', 'stay-on-line', 'off'] as const;
export type RecordingNotice = (typeof RECORDING_NOTICES)[number];

export type PrivacySettings = {
  /** Calls are recorded and their transcripts kept; off: neither, only the outcome. */
  recording: boolean;
  notice: RecordingNotice;
  noticeText: string;
  /** The agent says it is an AI assistant at the start of every call. */
  announceAi: boolean;
  /** What the agent says about being an AI; `{business}` is the business's name. */
  aiDisclosureText: string;
};

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  recording: true,
  notice: 'before-greeting',
  noticeText: 'This call is recorded.',
  announceAi: false,
  aiDisclosureText: "I'm an AI assistant for {business}.",
};

/** An agent's stored settings over the defaults: a setting it never saved reads as the default. */
export function readPrivacySettings(stored: unknown): PrivacySettings {
  const saved = (stored && typeof stored === 'object' ? stored : {}) as Partial<Record<keyof PrivacySettings, unknown>>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
  return {
    recording: typeof saved.recording === 'boolean' ? saved.recording : DEFAULT_PRIVACY_SETTINGS.recording,
    notice: RECORDING_NOTICES.includes(saved.notice as RecordingNotice)
      ? (saved.notice as RecordingNotice)
      : DEFAULT_PRIVACY_SETTINGS.notice,
    noticeText: text(saved.noticeText, DEFAULT_PRIVACY_SETTINGS.noticeText),
    announceAi: typeof saved.announceAi === 'boolean' ? saved.announceAi : DEFAULT_PRIVACY_SETTINGS.announceAi,
    aiDisclosureText: text(saved.aiDisclosureText, DEFAULT_PRIVACY_SETTINGS.aiDisclosureText),
  };
}

const NOTICE_SUMMARIES: Record<RecordingNotice, string> = {
  'before-greeting': 'Recorded, with a notice before the greeting',
  'stay-on-line': 'Recorded, callers agree by staying on the line',
  off: 'Recorded, callers are not told',
};
/** The card's settings in a line: "Recorded, with a notice before the greeting" or "Not recorded". */
export function privacySummary(settings: PrivacySettings): string {
  const recording = settings.recording ? NOTICE_SUMMARIES[settings.notice] : 'Not recorded';
  return settings.announceAi ? `${recording}; says it is an AI at the start` : recording;
}
