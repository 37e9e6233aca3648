import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
