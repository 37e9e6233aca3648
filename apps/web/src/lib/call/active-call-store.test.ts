import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../testing/render';
import {
  configureCallClient,
  getActiveCall,
  resumeLeftCall,
  sendCallText,
  setCallMuted,
  startCall,
  stopCall,
} from './active-call-store';
import { CALL_ERRORS, LEFT_CALL_NOTE } from './messages';
import { talkState } from './talk-state';
import { askServerForTestAssistant } from './test-assistant';
import { fakeClients } from './testing/fake-call-client';

const ann = { agentId: 'agent-ann', agentName: 'Ann', assistantId: 'assistant-ann' };
const bob = { agentId: 'agent-bob', agentName: 'Bob', assistantId: 'assistant-bob' };

afterEach(() => configureCallClient(null));

describe('the active call', () => {
  it('starts with the agent’s assistant, becomes active on call-start and collects the transcript', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory);
    expect(await startCall(ann)).toBe(true);
    expect(clients.last().start).toHaveBeenCalledWith('assistant-ann');
    expect(getActiveCall()).toMatchObject({ status: 'active', agentId: 'agent-ann', agentName: 'Ann' });

    clients.last().events.emit('message', { role: 'assistant', text: 'Hello', final: true });
    await sendCallText('  What are your hours?  ');
    expect(clients.last().sendText).toHaveBeenCalledWith('What are your hours?');
    expect(getActiveCall().transcript.map((line) => `${line.role}: ${line.text}`)).toEqual([
      'assistant: Hello',
      'user: What are your hours?',
    ]);
  });

  it('allows one call at a time: another agent is blocked until the call ends', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory);
    await startCall(ann);
    expect(await startCall(bob)).toBe(false);
    expect(clients.made).toHaveLength(1);
    expect(getActiveCall().agentId).toBe('agent-ann');
    expect(talkState(getActiveCall(), { agentId: bob.agentId, vapiAgentId: bob.assistantId })).toEqual({
      kind: 'blocked',
      reason: 'Another call is active',
      anotherActive: true,
    });
    expect(talkState(getActiveCall(), { agentId: ann.agentId, vapiAgentId: ann.assistantId })).toEqual({
      kind: 'own',
      status: 'active',
    });

    await stopCall();
    expect(clients.last().stop).toHaveBeenCalledOnce();
    expect(getActiveCall().status).toBe('idle');
    expect(await startCall(bob)).toBe(true);
    expect(getActiveCall().agentId).toBe('agent-bob');
  });

  it('ends on the client’s call-end and on an error, with the error text', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory);
    await startCall(ann);
    clients.last().events.emit('call-end');
    expect(getActiveCall().status).toBe('idle');

    await startCall(ann);
    clients.last().events.emit('error', new Error('Meeting has ended'));
    expect(getActiveCall()).toMatchObject({ status: 'idle', error: 'Voice Source Error: Meeting has ended' });
    expect(clients.last().stop).toHaveBeenCalled();
  });

  it('refuses an agent without an assistant and a missing client with their texts', async () => {
    configureCallClient(null);
    expect(await startCall(ann)).toBe(false);
    expect(getActiveCall().error).toBe(CALL_ERRORS.notReady);

    configureCallClient(fakeClients().factory);
    expect(await startCall({ ...ann, assistantId: null as unknown as string })).toBe(false);
    expect(getActiveCall()).toMatchObject({ status: 'idle', error: CALL_ERRORS.missingId });
  });

  it('reports a client that cannot load and a call that cannot start, and is idle again', async () => {
    configureCallClient(async () => {
      throw new Error('chunk failed');
    });
    await startCall(ann);
    expect(getActiveCall()).toMatchObject({ status: 'idle', ready: false, error: CALL_ERRORS.failedToInit });

    const clients = fakeClients();
    configureCallClient(async () => {
      const client = await clients.factory();
      client.start.mockRejectedValueOnce(new Error('Voice Source is not configured for this agent.'));
      return client;
    });
    const starting = startCall(ann);
    expect(await starting).toBe(false);
    expect(getActiveCall()).toMatchObject({
      status: 'idle',
      error: CALL_ERRORS.failedToStart,
      errorDetail: 'Voice Source is not configured for this agent.',
    });
  });

  it('ends a call stopped while it was still connecting, and ignores its late events', async () => {
    const clients = fakeClients(false);
    configureCallClient(clients.factory);
    await startCall(ann);
    expect(getActiveCall().status).toBe('starting');
    await stopCall();
    clients.last().events.emit('call-start');
    expect(getActiveCall().status).toBe('idle');
  });

  it('mutes through the client and keeps a failed typed turn from ending the call', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory);
    await startCall(ann);
    setCallMuted(true);
    expect(clients.last().isMuted()).toBe(true);
    expect(getActiveCall().muted).toBe(true);
    clients.last().sendText.mockRejectedValueOnce(new Error('offline'));
    await sendCallText('Hi');
    expect(getActiveCall()).toMatchObject({ status: 'active', error: 'Voice Source Error: offline' });
  });
});

describe('the assistant a test call talks to', () => {
  const ASK = 'POST /api/agents/agent-ann/test-assistant';

  it("asks the server, and talks to the draft's assistant it answers while the agent has a draft", async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory, askServerForTestAssistant);
    const fetchMock = mockApi({ [ASK]: () => json({ assistantId: 'assistant-ann-draft', draft: true }) });
    expect(await startCall(ann)).toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(clients.last().start).toHaveBeenCalledWith('assistant-ann-draft');
    expect(getActiveCall()).toMatchObject({ status: 'active', draft: true });
    await stopCall();

    mockApi({ [ASK]: () => json({ assistantId: 'assistant-ann', draft: false }) });
    expect(await startCall(ann)).toBe(true);
    expect(clients.last().start).toHaveBeenCalledWith('assistant-ann');
    expect(getActiveCall().draft).toBe(false);
  });

  it('pretends to be a known caller: asks for them, and starts with what the agent is told about them', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory, askServerForTestAssistant);
    const overrides = {
      variableValues: { caller_name: 'Jane Doe', caller_note: 'Prefers mornings.' },
      firstMessage: 'Hi Jane, welcome back!',
    };
    const callerId = '00000000-0000-4000-8000-000000000007';
    const fetchMock = mockApi({
      [`${ASK}?caller=${callerId}`]: () =>
        json({ assistantId: 'assistant-ann', draft: false, assistantOverrides: overrides }),
    });
    expect(await startCall({ ...ann, callerId })).toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(clients.last().start).toHaveBeenCalledWith('assistant-ann', overrides);
  });

  it("does not start when the server cannot prepare the assistant, saying the server's reason", async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory, askServerForTestAssistant);
    const reason =
      'Your draft could not be set up on the voice platform for a test call. Please try again in a moment.';
    mockApi({ [ASK]: () => json({ error: { code: 'UPSTREAM_FAILED', message: reason } }, 502) });
    expect(await startCall(ann)).toBe(false);
    expect(clients.last().start).not.toHaveBeenCalled();
    expect(getActiveCall()).toMatchObject({ status: 'idle', error: CALL_ERRORS.failedToStart, errorDetail: reason });
  });
});

describe('a test call cut short by a reload', () => {
  const ENDED = 'POST /api/calls/test-calls/platform-call-1/end';

  it('ends when the page goes, and the page that loads next says so, with the call the server ended', async () => {
    const clients = fakeClients(true, false, 'platform-call-1');
    configureCallClient(clients.factory);
    await startCall(ann);
    window.dispatchEvent(new Event('pagehide'));
    expect(clients.last().leave).toHaveBeenCalledOnce();
    expect(getActiveCall()).toMatchObject({ status: 'idle', notice: LEFT_CALL_NOTE });

    // The next page of the tab starts from nothing but what the tab kept.
    configureCallClient(fakeClients().factory);
    const fetchMock = mockApi({ [ENDED]: () => json({ id: 'record-1', endedReason: 'customer-ended-call' }) });
    await resumeLeftCall();
    expect(getActiveCall()).toMatchObject({
      status: 'idle',
      agentName: 'Ann',
      notice: LEFT_CALL_NOTE,
      endedCallId: 'record-1',
    });
    // Reported once: another load has nothing left to say.
    await resumeLeftCall();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('still says so when the server cannot end the call, only without its page', async () => {
    const clients = fakeClients(true, false, 'platform-call-1');
    configureCallClient(clients.factory);
    await startCall(ann);
    window.dispatchEvent(new Event('pagehide'));
    configureCallClient(fakeClients().factory);
    mockApi({ [ENDED]: () => json({ error: { code: 'NOT_FOUND', message: 'Call not found.' } }, 404) });
    await resumeLeftCall();
    expect(getActiveCall()).toMatchObject({ agentName: 'Ann', notice: LEFT_CALL_NOTE, endedCallId: null });
  });

  it('leaves nothing to report after End Call, or when the page goes without a call', async () => {
    const clients = fakeClients(true, false, 'platform-call-1');
    configureCallClient(clients.factory);
    await startCall(ann);
    await stopCall();
    window.dispatchEvent(new Event('pagehide'));
    expect(clients.last().leave).not.toHaveBeenCalled();
    configureCallClient(fakeClients().factory);
    const fetchMock = mockApi({});
    await resumeLeftCall();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getActiveCall().notice).toBeNull();
  });
});
