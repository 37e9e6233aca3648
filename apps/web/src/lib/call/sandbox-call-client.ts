import { CallEmitter, type AssistantOverrides, type CallClient } from './call-client';
import { SANDBOX_VAPI_BASE } from './constants';
import { createSpeechDetector, volumeFromLevels } from './level-meter';
import { CALL_ERRORS, MICROPHONE_NOTE, transferNote, voiceSourceError } from './messages';
import { openMicrophoneMeter, type MicrophoneMeter } from './microphone-meter';
import { sandboxBeacon, sandboxPost } from './sandbox-request';
import { createSpeechRecognizer, speakLine } from './speech';

type WebCall = { id: string; webCallUrl: string };
/** How the agent ended the call after a turn: it said goodbye, or transferred the caller. */
type CallEnd = { reason: string; destination?: string };
type TurnAnswer = { reply: string; ended?: CallEnd };

/**
 * The test call in sandbox mode, with the web client's interface: the Vapi emulator creates the
 * web call and answers each caller turn from the compiled assistant (no audio flows there). The
 * browser supplies the rest: the microphone level meter, the agent's voice through speech
 * synthesis, and spoken turns through speech recognition where it exists; typing always works.
 */
export class SandboxCallClient implements CallClient {
  private readonly events = new CallEmitter();
  private room: string | null = null;
  private id: string | null = null;
  private muted = false;
  private meter: MicrophoneMeter | null = null;
  private recognizer: ReturnType<typeof createSpeechRecognizer> = null;
  private readonly detector = createSpeechDetector();
  private voices = { user: false, assistant: false };
  private cancelSpeech: (() => void) | null = null;

  readonly on = this.events.on.bind(this.events);
  readonly standIn: boolean;

  get callId() {
    return this.id;
  }

  /** `standIn`: answered by the sandbox's rule-based engine rather than the real AI model. */
  constructor(options: { standIn: boolean } = { standIn: true }) {
    this.standIn = options.standIn;
  }

  async start(assistantId: string, assistantOverrides?: AssistantOverrides) {
    // As the web SDK sends them: the emulator tells its stand-in who the caller is from these.
    const body = assistantOverrides ? { assistantId, assistantOverrides } : { assistantId };
    const call = await sandboxPost<WebCall>(`${SANDBOX_VAPI_BASE}/call/web`, body).catch((error: Error) => {
      throw /does not exist/i.test(error.message) ? new Error(CALL_ERRORS.notConfigured) : error;
    });
    // The room is on our own origin; keep the path so a proxy in front of the server still works.
    this.room = new URL(call.webCallUrl, window.location.origin).pathname;
    this.id = call.id;
    await this.openMicrophone();
    const { firstMessage } = await sandboxPost<{ firstMessage: string | null }>(`${this.room}/start`);
    if (!this.room) return;
    this.events.emit('call-start');
    if (firstMessage) this.assistantSays(firstMessage);
    this.recognizer?.start();
  }

  async stop() {
    const room = this.room;
    if (!room) return;
    this.release();
    this.cancelSpeech?.();
    try {
      await sandboxPost(`${room}/end`, {});
    } finally {
      this.finish();
    }
  }

  // Leaving the room is what ends a web call whose browser goes away, as on the real platform.
  leave() {
    const room = this.room;
    if (!room) return;
    this.release();
    this.cancelSpeech?.();
    sandboxBeacon(`${room}/end`, {});
    this.finish();
  }

  private release() {
    this.room = null;
    this.recognizer?.stop();
    this.meter?.close();
    this.events.emit('volume-level', 0);
  }

  private finish() {
    this.events.emit('call-end');
    this.events.clear();
  }

  setMuted(muted: boolean) {
    this.muted = muted;
    this.meter?.setMuted(muted);
    if (muted) this.recognizer?.stop();
    else if (this.room) this.recognizer?.start();
  }

  isMuted() {
    return this.muted;
  }

  async sendText(text: string) {
    const room = this.room;
    if (!room) return;
    this.events.emit('message', { role: 'user', text, final: true });
    const { reply, ended } = await sandboxPost<TurnAnswer>(`${room}/messages`, { text });
    if (this.room !== room) return;
    if (reply) this.assistantSays(reply);
    // The agent hung up or transferred: the emulator has already ended the call and reported it.
    if (ended) {
      this.release();
      if (ended.destination) this.events.emit('notice', transferNote(ended.destination));
      this.finish();
    }
  }

  private async openMicrophone() {
    try {
      const meter = await openMicrophoneMeter((level) => this.onLevel(level));
      // Stopped while the browser asked for the microphone: let it go at once.
      if (!this.room) return meter.close();
      this.meter = meter;
      this.recognizer = createSpeechRecognizer((text, final) => this.onHeard(text, final));
    } catch {
      this.events.emit('notice', MICROPHONE_NOTE);
    }
  }

  private onLevel(level: number) {
    this.events.emit('volume-level', volumeFromLevels([level]));
    const change = this.detector.update(level, performance.now());
    if (change) this.setVoice('user', change === 'speech-start');
  }

  private onHeard(text: string, final: boolean) {
    // While the agent speaks, the microphone hears it too: that is not the caller's turn.
    if (this.voices.assistant || this.muted) return;
    if (!final) return this.events.emit('message', { role: 'user', text, final: false });
    // A lost spoken turn is worth a note, not the end of the call.
    void this.sendText(text).catch((error: Error) => this.events.emit('notice', voiceSourceError(error.message)));
  }

  private assistantSays(text: string) {
    this.events.emit('message', { role: 'assistant', text, final: true });
    this.cancelSpeech?.();
    this.cancelSpeech = speakLine(
      text,
      () => this.setVoice('assistant', true),
      () => this.setVoice('assistant', false),
    );
  }

  /** speech-start when the first voice begins, speech-end when the last one stops. */
  private setVoice(who: 'user' | 'assistant', on: boolean) {
    const before = this.voices.user || this.voices.assistant;
    this.voices = { ...this.voices, [who]: on };
    const after = this.voices.user || this.voices.assistant;
    if (after !== before) this.events.emit(after ? 'speech-start' : 'speech-end');
  }
}
