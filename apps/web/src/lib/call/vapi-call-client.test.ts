import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { TranscriptMessage } from './call-client';

// The SDK itself needs WebRTC; a stand-in with its surface checks the mapping to our events.
const sdk = vi.hoisted(() => ({ instances: [] as unknown[] }));
vi.mock('@vapi-ai/web', () => ({
  default: class extends EventEmitter {
    start = vi.fn(async (_assistant: string) => ({ id: 'call-1' }) as unknown);
    stop = vi.fn(async () => undefined);
    send = vi.fn();
    muted = false;
    constructor(readonly publicKey: string) {
      super();
      sdk.instances.push(this);
    }
    setMuted(muted: boolean) {
      this.muted = muted;
    }
    isMuted() {
      return this.muted;
    }
  },
}));

const { VapiCallClient, vapiErrorMessage } = await import('./vapi-call-client');
type FakeVapi = EventEmitter & {
  start: ReturnType<typeof vi.fn>;
  stop: ReturnType<typeof vi.fn>;
  send: ReturnType<typeof vi.fn>;
  publicKey: string;
};

function connect() {
  const client = new VapiCallClient('public-key');
  const vapi = sdk.instances.at(-1) as FakeVapi;
  const messages: TranscriptMessage[] = [];
  client.on('message', (message) => messages.push(message));
  return { client, vapi, messages };
}

describe('VapiCallClient', () => {
  it('starts by assistant id with the public key and maps transcripts, volume and speech', async () => {
    const { client, vapi, messages } = connect();
    const seen: string[] = [];
    client.on('call-start', () => seen.push('start'));
    client.on('volume-level', (volume) => seen.push(`volume ${volume}`));
    client.on('speech-start', () => seen.push('speech-start'));
    await client.start('assistant-1');
    expect(vapi.publicKey).toBe('public-key');
    expect(vapi.start).toHaveBeenCalledWith('assistant-1', undefined);
    vapi.emit('call-start');
    vapi.emit('speech-start');
    vapi.emit('volume-level', 0.5);
    vapi.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hel' });
    vapi.emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hi' });
    vapi.emit('message', { type: 'status-update', status: 'in-progress' });
    expect(seen).toEqual(['start', 'speech-start', 'volume 0.5']);
    expect(messages).toEqual([
      { role: 'assistant', text: 'Hel', final: false },
      { role: 'user', text: 'Hi', final: true },
    ]);
  });

  it('tells the agent who the caller is with the overrides, as the SDK takes them', async () => {
    const { client, vapi } = connect();
    const overrides = { variableValues: { caller_name: 'Jane Doe' }, firstMessage: 'Hi Jane, welcome back!' };
    await client.start('assistant-1', overrides);
    expect(vapi.start).toHaveBeenCalledWith('assistant-1', overrides);
  });

  it('knows the call it started, and leaves it when the page goes', async () => {
    const { client, vapi } = connect();
    expect(client.callId).toBeNull();
    await client.start('assistant-1');
    expect(client.callId).toBe('call-1');
    client.leave();
    expect(vapi.stop).toHaveBeenCalledOnce();
  });

  it('sends typed text as a user message and shows it in the transcript', async () => {
    const { client, vapi, messages } = connect();
    await client.sendText('What are your hours?');
    expect(vapi.send).toHaveBeenCalledWith({
      type: 'add-message',
      message: { role: 'user', content: 'What are your hours?' },
    });
    expect(messages).toEqual([{ role: 'user', text: 'What are your hours?', final: true }]);
  });

  it('fails a start the SDK answers with null, and reads its error shapes', async () => {
    const { client, vapi } = connect();
    vapi.start.mockResolvedValueOnce(null);
    await expect(client.start('assistant-1')).rejects.toThrow('The call could not be started.');
    const errors: string[] = [];
    client.on('error', (error) => errors.push(error.message));
    vapi.emit('error', { type: 'daily-error', error: { message: { msg: 'x' }, errorMsg: 'Meeting has ended' } });
    expect(errors).toEqual(['Meeting has ended']);
    expect(vapiErrorMessage('plain')).toBe('plain');
    expect(vapiErrorMessage(new Error('boom'))).toBe('boom');
    expect(vapiErrorMessage({ error: { message: 'nested' } })).toBe('nested');
    expect(vapiErrorMessage({})).toBe('Unknown error');
  });
});
