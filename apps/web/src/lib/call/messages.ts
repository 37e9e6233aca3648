/** The test call's user-facing texts, in one place. */
export const CALL_ERRORS = {
  notConfigured: 'Voice Source is not configured for this agent.',
  notReady: 'Voice Source SDK is not ready. Please wait or refresh.',
  agentNotConfigured: 'Agent not configured for calls.',
  failedToStop: 'Voice Source Error - Failed to stop call',
  failedToStart: 'Voice Source Error - Failed to start call',
  failedToInit: 'Failed to initialize Voice Source SDK',
  missingId: 'Agent not linked to Voice Source (missing ID). Configure the agent.',
} as const;

export const voiceSourceError = (message: string) => `Voice Source Error: ${message}`;

export const CALL_TOOLTIPS = {
  notReady: 'Voice Source not ready',
  notCallEnabled: 'Agent not call-enabled',
  anotherActive: 'Another call is active',
  busy: 'Wait until your changes are saved',
  ending: 'Ending the call...',
} as const;

export const STAND_IN_NOTE =
  'Sandbox: a rule-based stand-in answers from your agent’s settings, not the AI model. With the voice platform connected, the real agent answers.';

export const MICROPHONE_NOTE =
  'Microphone unavailable: the call goes on by typing. Allow the microphone in the browser to talk.';

/** Said after a reload (or a closed page) cut a test call short. */
export const LEFT_CALL_NOTE = 'The test call ended when the page was reloaded or left.';

/** Said when the agent transfers a test call: in the browser there is no one to connect to. */
export const transferNote = (destination: string) =>
  `The agent transferred the call to ${destination}. On a phone call the caller would now be connected there.`;
