import type { VoiceSampleKind } from '@portal/shared/agents/voice-samples';

/** What the voice card says about samples; the error texts open with the portal's own wording. */
export const VOICE_SAMPLE_TEXTS = {
  sandbox:
    'Sandbox: the voice platform is emulated, so these samples are approximations made by a simple speech synthesiser on this server. The real voices sound more natural.',
  realtime:
    'Voices marked "Realtime" hear the caller and answer in one step, so replies come quicker and the conversation flows more naturally. The other voices write each answer first, then read it aloud.',
  greetingHelp: "Plays your Greeting card's text, as callers will hear it, in the voice chosen above.",
  approximation: (voice: string) =>
    `This sample of ${voice} is an approximation made on this server: the voice on your calls sounds more natural.`,
  loadFailed: (voice: string, reason: string) => `Error loading audio sample for ${voice}. ${reason}`,
  playFailed: (voice: string) =>
    `Could not play sample for ${voice}. Check that this device can play sound and is not muted, then press Play again.`,
  loading: (what: string) => `Loading ${what}...`,
  playing: (what: string) => `Playing ${what}.`,
  stopped: (what: string) => `Stopped ${what}.`,
  finished: (what: string) => `Finished ${what}.`,
} as const;

/** How the player names a sample in its announcements. */
export const sampleLabel = (voice: string, kind: VoiceSampleKind) =>
  kind === 'greeting' ? `your greeting in ${voice}'s voice` : `the sample of ${voice}`;
