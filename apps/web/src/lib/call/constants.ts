/**
 * The test call's numbers: the level meter and the speech detector
 * follow the voice platform's web client, so the sandbox call behaves like the real one.
 */
export const CALL_LEVEL = {
  /** Level that reads as full volume: volume = min(1, level / FULL_SCALE). */
  FULL_SCALE: 0.15,
  /** Above this level someone is speaking. */
  SPEAKING_THRESHOLD: 0.01,
  /** Quiet this long ends the speech. */
  SPEECH_END_MS: 1000,
  /** How often the audio level is read. */
  OBSERVER_INTERVAL_MS: 100,
} as const;

/** The key the sandbox Vapi emulator accepts (any non-empty bearer token, like the vendor's mock). */
export const SANDBOX_PUBLIC_KEY = 'sandbox-public-key';

/** Where the Vapi emulator is mounted on our own origin in sandbox mode. */
export const SANDBOX_VAPI_BASE = '/sandbox/vapi';

/** An agent line is spoken for at most this long if the browser never reports the end of speech. */
export const MAX_SPOKEN_LINE_MS = 20_000;
