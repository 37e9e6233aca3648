// The real web client. This module is imported dynamically, only when a public key is configured,
// so the SDK (and the WebRTC library under it) stays in its own chunk, off every other page.
import Vapi from '@vapi-ai/web';
import { CallEmitter, type AssistantOverrides, type CallClient } from './call-client';

type VapiTranscript = { type: 'transcript'; role: string; transcriptType: string; transcript: string };

const isTranscript = (message: unknown): message is VapiTranscript =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'transcript';

/** The SDK reports errors as Error, `{error: {message}}`, `{errorMsg}` or a plain string. */
export function vapiErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  const value = error as { error?: unknown; errorMsg?: unknown; message?: unknown } | null;
  if (typeof value?.errorMsg === 'string') return value.errorMsg;
  if (typeof value?.message === 'string') return value.message;
  if (value?.error !== undefined && value.error !== error) return vapiErrorMessage(value.error);
  return 'Unknown error';
}

/** `@vapi-ai/web` behind our CallClient: its events mapped to ours (docs/vendors.md#vapi-web-calls). */
export class VapiCallClient implements CallClient {
  private readonly events = new CallEmitter();
  private readonly vapi: Vapi;
  private id: string | null = null;

  readonly on = this.events.on.bind(this.events);

  get callId() {
    return this.id;
  }

  constructor(publicKey: string) {
    // avoidEval: daily-js then loads its call engine as a script from Daily instead of eval-ing it,
    // which our CSP (no 'unsafe-eval') forbids; see docs/decisions/0020-browser-test-call.md.
    this.vapi = new Vapi(publicKey, undefined, { avoidEval: true });
    this.vapi.on('call-start', () => this.events.emit('call-start'));
    this.vapi.on('call-end', () => {
      this.events.emit('call-end');
      this.dispose();
    });
    this.vapi.on('speech-start', () => this.events.emit('speech-start'));
    this.vapi.on('speech-end', () => this.events.emit('speech-end'));
    this.vapi.on('volume-level', (volume) => this.events.emit('volume-level', volume));
    this.vapi.on('error', (error: unknown) => this.events.emit('error', new Error(vapiErrorMessage(error))));
    this.vapi.on('message', (message: unknown) => {
      if (!isTranscript(message) || !message.transcript) return;
      this.events.emit('message', {
        role: message.role === 'user' ? 'user' : 'assistant',
        text: message.transcript,
        final: message.transcriptType === 'final',
      });
    });
  }

  async start(assistantId: string, assistantOverrides?: AssistantOverrides) {
    const call = await this.vapi.start(assistantId, assistantOverrides);
    if (!call) throw new Error('The call could not be started.');
    this.id = call.id;
  }

  async stop() {
    await this.vapi.stop();
  }

  // Leaving the room ends the call on the platform; the page cannot wait to hear that it did.
  leave() {
    void this.vapi.stop().catch(() => undefined);
  }

  setMuted(muted: boolean) {
    this.vapi.setMuted(muted);
  }

  isMuted() {
    return this.vapi.isMuted();
  }

  async sendText(text: string) {
    this.events.emit('message', { role: 'user', text, final: true });
    this.vapi.send({ type: 'add-message', message: { role: 'user', content: text } });
  }

  private dispose() {
    this.vapi.removeAllListeners();
    this.events.clear();
  }
}
