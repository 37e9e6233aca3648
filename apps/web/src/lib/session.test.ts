import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store is module state: each test loads a fresh copy.
async function loadSessionModule() {
  vi.resetModules();
  return import('./session');
}

const signedIn = {
  user: { id: 'u1', email: 'owner@example.com', name: 'Owner', emailVerified: true },
  session: { id: 's1', expiresAt: '2026-12-01T00:00:00.000Z' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('useSession', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is pending until the first answer, then holds the signed-in user', async () => {
    fetchMock.mockResolvedValue(json(signedIn));
    const { useSession } = await loadSessionModule();
    const { result } = renderHook(() => useSession());
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.data?.user.email).toBe('owner@example.com');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/get-session', { credentials: 'same-origin' });
  });

  it('reads a null answer as signed out', async () => {
    fetchMock.mockResolvedValue(json(null));
    const { useSession } = await loadSessionModule();
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.data).toBeNull();
  });

  it('keeps the known session through a failed refresh, and drops it on a 401', async () => {
    fetchMock.mockResolvedValueOnce(json(signedIn));
    const { useSession, refreshSession } = await loadSessionModule();
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(result.current.data).not.toBeNull());

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => refreshSession());
    expect(result.current.data?.user.id).toBe('u1');
    expect(result.current.isPending).toBe(false);

    fetchMock.mockResolvedValueOnce(json({ code: 'UNAUTHORIZED' }, 401));
    await act(() => refreshSession());
    expect(result.current.data).toBeNull();
  });

  it('never reads a 429 as signed out: it keeps the known session through a limited refresh', async () => {
    fetchMock.mockResolvedValueOnce(json(signedIn));
    const { useSession, refreshSession } = await loadSessionModule();
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(result.current.data).not.toBeNull());

    fetchMock.mockResolvedValueOnce(json({ message: 'Too many requests. Please try again later.' }, 429));
    await act(() => refreshSession());
    expect(result.current.data?.user.email).toBe('owner@example.com');
  });

  describe('the first read of a page, when the server cannot answer it', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('stays pending through a 429 and asks again after the wait the server named', async () => {
      const limited = json({ message: 'Too many requests. Please try again later.' }, 429);
      limited.headers.set('x-retry-after', '3');
      fetchMock.mockResolvedValueOnce(limited).mockResolvedValueOnce(json(signedIn));
      const { useSession } = await loadSessionModule();
      const { result } = renderHook(() => useSession());

      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(result.current).toMatchObject({ isPending: true, data: null });
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(result.current).toMatchObject({ isPending: false, error: false });
      expect(result.current.data?.user.email).toBe('owner@example.com');
    });

    it('gives up after a few tries with an error, not as signed out', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const { useSession, FIRST_READ_RETRY_DELAYS_MS } = await loadSessionModule();
      const { result } = renderHook(() => useSession());
      const allWaits = FIRST_READ_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);

      await act(() => vi.advanceTimersByTimeAsync(allWaits - 1));
      expect(result.current.isPending).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(fetchMock).toHaveBeenCalledTimes(FIRST_READ_RETRY_DELAYS_MS.length + 1);
      expect(result.current).toEqual({ data: null, isPending: false, error: true });
    });
  });

  it('asks the server once for concurrent refreshes', async () => {
    fetchMock.mockResolvedValue(json(signedIn));
    const { refreshSession } = await loadSessionModule();
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the session the page was served with', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  const embed = (text: string) => {
    const element = document.createElement('script');
    element.id = 'portal-session';
    element.type = 'application/json';
    element.textContent = text;
    document.head.append(element);
  };

  it('is the first answer: the page renders signed in without asking the server', async () => {
    embed(JSON.stringify(signedIn));
    const { adoptEmbeddedSession, useSession } = await loadSessionModule();
    expect(adoptEmbeddedSession()).toBe(true);
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ isPending: false, data: { user: { email: 'owner@example.com' } } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('portal-session')).toBeNull();
  });

  it('says signed out when the server wrote null', async () => {
    embed('null');
    const { adoptEmbeddedSession, useSession } = await loadSessionModule();
    expect(adoptEmbeddedSession()).toBe(true);
    expect(renderHook(() => useSession()).result.current).toMatchObject({ isPending: false, data: null });
  });

  it('is not taken when missing or unreadable, and the page asks the server', async () => {
    const { adoptEmbeddedSession } = await loadSessionModule();
    expect(adoptEmbeddedSession()).toBe(false);
    embed('{not json');
    const again = await loadSessionModule();
    expect(again.adoptEmbeddedSession()).toBe(false);
    fetchMock.mockResolvedValue(json(signedIn));
    const { result } = renderHook(() => again.useSession());
    await waitFor(() => expect(result.current.data?.user.email).toBe('owner@example.com'));
  });
});
