import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranscriptMessage } from './call-client';
import { MICROPHONE_NOTE } from './messages';
import { SandboxCallClient } from './sandbox-call-client';

const ROOM = '/sandbox/vapi/web-call/call-1';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The Vapi emulator's web-call wire: `POST /call/web`, then the sandbox room (docs/vendors.md#vapi-web-calls). */
function emulator(overrides: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const routes: Record<string, () => Response> = {
      '/sandbox/vapi/call/web': () => json({ id: 'call-1', webCallUrl: `http://localhost:3000${ROOM}` }, 201),
      [`${ROOM}/start`]: () => json({ firstMessage: 'Hello, Bright Smile.' }),
      [`${ROOM}/messages`]: () => json({ reply: 'Opening hours: Mon-Fri 08:30-18:30', transcript: '' }),
      [`${ROOM}/end`]: () => json({ ended: true }),
      ...overrides,
    };
    expect(init?.method).toBe('POST');
    return routes[path]?.() ?? json({ message: 'Not Found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('SandboxCallClient', () => {
  it('creates the web call, says the first message, answers typed turns and ends on the emulator', async () => {
    const fetchMock = emulator();
    const client = new SandboxCallClient();
    const messages: TranscriptMessage[] = [];
    const seen: string[] = [];
    client.on('message', (message) => messages.push(message));
    client.on('call-start', () => seen.push('call-start'));
    client.on('call-end', () => seen.push('call-end'));
    client.on('notice', (notice) => seen.push(notice));

    await client.start('assistant-1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/sandbox/vapi/call/web');
    expect(JSON.parse(String(init?.body))).toEqual({ assistantId: 'assistant-1' });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer sandbox-public-key');
    // jsdom has no microphone: the call goes on with a note.
    expect(seen).toEqual([MICROPHONE_NOTE, 'call-start']);

    await client.sendText('What are your hours?');
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)![1]?.body))).toEqual({ text: 'What are your hours?' });
    expect(messages.map((message) => `${message.role}: ${message.text}`)).toEqual([
      'assistant: Hello, Bright Smile.',
      'user: What are your hours?',
      'assistant: Opening hours: Mon-Fri 08:30-18:30',
    ]);

    await client.stop();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe(`${ROOM}/end`);
    expect(seen.at(-1)).toBe('call-end');
  });

  it('ends the call when the agent transfers it, without ending it again on the emulator', async () => {
    const fetchMock = emulator({
      [`${ROOM}/messages`]: () =>
        json({
          reply: 'Please hold while I transfer your call.',
          transcript: '',
          ended: { reason: 'assistant-forwarded-call', destination: '+15125550100' },
        }),
    });
    const client = new SandboxCallClient({ standIn: true });
    const seen: string[] = [];
    client.on('message', (message) => seen.push(`${message.role}: ${message.text}`));
    client.on('notice', (notice) => seen.push(notice));
    client.on('call-end', () => seen.push('call-end'));
    await client.start('assistant-1');
    await client.sendText('I want to talk to a person');
    expect(seen.slice(-3)).toEqual([
      'assistant: Please hold while I transfer your call.',
      'The agent transferred the call to +15125550100. On a phone call the caller would now be connected there.',
      'call-end',
    ]);
    await client.stop();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(`${ROOM}/end`);
  });

  it('knows its call on the platform, and leaves the room without waiting when the page goes', async () => {
    const fetchMock = emulator();
    const client = new SandboxCallClient();
    const seen: string[] = [];
    client.on('call-end', () => seen.push('call-end'));
    expect(client.callId).toBeNull();
    await client.start('assistant-1');
    expect(client.callId).toBe('call-1');
    client.leave();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect([url, init?.keepalive]).toEqual([`${ROOM}/end`, true]);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer sandbox-public-key');
    expect(seen).toEqual(['call-end']);
    // Gone already: nothing more to end.
    client.leave();
    await client.stop();
    expect(fetchMock.mock.calls.filter(([called]) => called === `${ROOM}/end`)).toHaveLength(1);
  });

  it('is a stand-in only when the sandbox answers with its rule-based engine', () => {
    expect(new SandboxCallClient({ standIn: false }).standIn).toBe(false);
    expect(new SandboxCallClient().standIn).toBe(true);
  });

  it('sends the overrides that say who the caller is with the web call, as the SDK does', async () => {
    const fetchMock = emulator();
    const client = new SandboxCallClient();
    const overrides = { variableValues: { caller_name: 'Jane Doe' }, firstMessage: 'Hi Jane, welcome back!' };
    await client.start('assistant-1', overrides);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      assistantId: 'assistant-1',
      assistantOverrides: overrides,
    });
    await client.stop();
  });

  it('says the agent is not configured when the platform does not know its assistant', async () => {
    emulator({
      '/sandbox/vapi/call/web': () =>
        json({ message: "Couldn't Get Assistant. `assistantId` x Does Not Exist.", statusCode: 400 }, 400),
    });
    await expect(new SandboxCallClient().start('x')).rejects.toThrow('Voice Source is not configured for this agent.');
  });
});
