import { vi } from 'vitest';
import { CallEmitter, type CallClient } from '../call-client';

/** A call client the test drives: it records calls and emits whatever the test asks. */
export class FakeCallClient implements CallClient {
  readonly events = new CallEmitter();
  muted = false;
  callId: string | null = null;
  readonly on = this.events.on.bind(this.events);
  readonly start = vi.fn(async (_assistantId: string) => {
    this.callId = this.startsCall;
    if (this.autoConnect) this.events.emit('call-start');
  });
  readonly leave = vi.fn(() => undefined);
  readonly stop = vi.fn(async () => {
    this.events.emit('call-end');
  });
  readonly sendText = vi.fn(async (text: string) => {
    this.events.emit('message', { role: 'user', text, final: true });
  });

  constructor(
    private readonly autoConnect = true,
    readonly standIn = false,
    private readonly startsCall: string | null = null,
  ) {}

  setMuted(muted: boolean) {
    this.muted = muted;
  }

  isMuted() {
    return this.muted;
  }
}

/** Installs a factory that hands out fake clients and remembers them. */
export function fakeClients(autoConnect = true, standIn = false, callId: string | null = null) {
  const made: FakeCallClient[] = [];
  const factory = vi.fn(async () => {
    const client = new FakeCallClient(autoConnect, standIn, callId);
    made.push(client);
    return client;
  });
  return { made, factory, last: () => made.at(-1)! };
}
