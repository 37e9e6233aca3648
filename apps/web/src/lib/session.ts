import { useEffect, useSyncExternalStore } from 'react';

/** The signed-in user as the auth server's GET /api/auth/get-session returns it. */
export type Session = {
  user: { id: string; email: string; name: string; image?: string | null; emailVerified: boolean };
  session: { id: string; expiresAt: string };
};

type SessionState = { data: Session | null; isPending: boolean; error: boolean };

let state: SessionState = { data: null, isPending: true, error: false };
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

async function loadSession(): Promise<void> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    // 401/403 mean no session; anything else unreadable keeps what we knew (a blip must not sign out).
    if (response.status === 401 || response.status === 403)
      return setState({ data: null, isPending: false, error: false });
    if (!response.ok) return setState({ ...state, isPending: false, error: true });
    const body = (await response.json()) as Session | null;
    setState({ data: body?.user ? body : null, isPending: false, error: false });
  } catch {
    setState({ ...state, isPending: false, error: true });
  }
}

/** Asks the server again (after sign-in, sign-out, or when the tab comes back); one request at a time. */
export function refreshSession(): Promise<void> {
  inFlight ??= loadSession().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** Signing out in another tab shows here when this one is looked at again. */
function refreshWhenVisible() {
  if (document.visibilityState === 'visible') void refreshSession();
}

/**
 * The current session. `isPending` is true only until the first answer: later refreshes keep
 * showing what was known, so a page is never unmounted by a background check.
 */
export function useSession() {
  const current = useSyncExternalStore(subscribe, snapshot);
  useEffect(() => {
    if (state.isPending) void refreshSession();
    document.addEventListener('visibilitychange', refreshWhenVisible);
    return () => document.removeEventListener('visibilitychange', refreshWhenVisible);
  }, []);
  return current;
}
