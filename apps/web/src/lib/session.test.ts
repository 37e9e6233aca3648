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

  it('asks the server once for concurrent refreshes', async () => {
    fetchMock.mockResolvedValue(json(signedIn));
    const { refreshSession } = await loadSessionModule();
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
