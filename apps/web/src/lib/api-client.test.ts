import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CONNECTION_ERROR, ownerMessage, sessionEnded, unreachable } from './api-client';

// The served answers are module state: each test loads a fresh copy.
async function loadClient() {
  vi.resetModules();
  return import('./api-client');
}

const serve = (answers: Record<string, unknown>) => {
  const element = document.createElement('script');
  element.id = 'portal-page-data';
  element.type = 'application/json';
  element.textContent = JSON.stringify(answers);
  document.head.append(element);
};

describe('reads the page was served with', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify([{ id: 'fresh' }]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('answers a read from the page once, then asks the server', async () => {
    serve({ '/agents': [{ id: 'served' }] });
    const { api } = await loadClient();
    expect(await api('/agents')).toEqual([{ id: 'served' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api('/agents')).toEqual([{ id: 'fresh' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never answers a write, or a read it was not served, from the page', async () => {
    serve({ '/agents': [{ id: 'served' }] });
    const { api } = await loadClient();
    await api('/agents', { method: 'POST', json: { agentName: 'New' } });
    await api('/cockpit');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      'POST /api/agents',
      'GET /api/cockpit',
    ]);
  });

  it('asks the server for everything when the page carries nothing readable', async () => {
    const element = document.createElement('script');
    element.id = 'portal-page-data';
    element.type = 'application/json';
    element.textContent = '{broken';
    document.head.append(element);
    const { api } = await loadClient();
    expect(await api('/agents')).toEqual([{ id: 'fresh' }]);
  });
});

const FALLBACK = 'Failed to rewrite text.';
const SESSION = 'Session expired. Please log in again.';

describe('ownerMessage', () => {
  it("shows the server's own message", () => {
    const error = new ApiError(409, 'AGENT_LIMIT', 'You already have 6 agents.');
    expect(ownerMessage(error, FALLBACK, SESSION)).toBe('You already have 6 agents.');
  });

  it("says the session ended in the feature's words, and only when it has them", () => {
    const error = new ApiError(401, 'UNAUTHORIZED', 'Session not found.');
    expect(ownerMessage(error, FALLBACK, SESSION)).toBe(SESSION);
    expect(ownerMessage(error, FALLBACK)).toBe('Session not found.');
  });

  it('falls back when the server could not be reached or sent no message of ours', () => {
    expect(ownerMessage(new ApiError(0, 'NETWORK', CONNECTION_ERROR), FALLBACK)).toBe(FALLBACK);
    expect(ownerMessage(new ApiError(503, 'UNAVAILABLE', CONNECTION_ERROR), FALLBACK)).toBe(FALLBACK);
    expect(ownerMessage(new ApiError(500, 'UNKNOWN', 'Request failed (500).'), FALLBACK)).toBe(FALLBACK);
    expect(ownerMessage(new ApiError(400, 'BAD_REQUEST', ''), FALLBACK)).toBe(FALLBACK);
  });

  it('falls back for a failure that was not a request', () => {
    expect(ownerMessage(new Error('Invalid response.'), FALLBACK, SESSION)).toBe(FALLBACK);
    expect(ownerMessage('boom', FALLBACK)).toBe(FALLBACK);
  });
});

describe('what kind of failure it was', () => {
  it('tells an unreachable server from an answer', () => {
    expect(unreachable(new ApiError(0, 'NETWORK', CONNECTION_ERROR))).toBe(true);
    expect(unreachable(new ApiError(502, 'UNAVAILABLE', CONNECTION_ERROR))).toBe(true);
    expect(unreachable(new ApiError(500, 'INTERNAL', 'Something went wrong on our side.'))).toBe(false);
    expect(unreachable(new Error('x'))).toBe(false);
  });

  it('tells an ended session', () => {
    expect(sessionEnded(new ApiError(401, 'UNAUTHORIZED', 'Session not found.'))).toBe(true);
    expect(sessionEnded(new ApiError(403, 'FORBIDDEN', 'No.'))).toBe(false);
    expect(sessionEnded(new Error('x'))).toBe(false);
  });
});
