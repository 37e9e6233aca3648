import { useEffect, useSyncExternalStore } from 'react';
import { SESSION_ELEMENT_ID } from '@portal/shared/embedded-session.plain';

/** The signed-in user as the auth server's GET /api/auth/get-session returns it. */
export type Session = {
  user: { id: string; email: string; name: string; image?: string | null; emailVerified: boolean };
  session: { id: string; expiresAt: string };
};

/**
 * `error`: the last read got no answer about the session (429, a server error, no network). It
 * never means signed out: only the server saying so (null, 401, 403) does.
 */
type SessionState = { data: Session | null; isPending: boolean; error: boolean };

/** How long the first read waits before asking again when the server could not answer it. */
export const FIRST_READ_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];
const MAX_RETRY_WAIT_MS = 10_000;

let state: SessionState = { data: null, isPending: true, error: false };
let inFlight: Promise<void> | null = null;
/** Bumped when the store starts over, so a read still waiting to retry gives up instead of landing. */
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

type ReadOutcome = { answered: true; data: Session | null } | { answered: false; retryAfterMs: number | null };

/** The wait a 429 asks for (better-auth sends X-Retry-After in seconds), within reason. */
function retryAfterMs(response: Response) {
  const seconds = Number(response.headers.get('x-retry-after') ?? response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : null;
}

const asSession = (body: unknown) => ((body as Session | null)?.user ? (body as Session) : null);

/**
 * Takes the session the server wrote into the page, if it did: the first render then needs no
 * request. Read once; false when the page carries none (the dev server, a read that failed).
 */
export function adoptEmbeddedSession(): boolean {
  const element = document.getElementById(SESSION_ELEMENT_ID);
  if (!element) return false;
  element.remove();
  try {
    setState({ data: asSession(JSON.parse(element.textContent ?? '')), isPending: false, error: false });
    return true;
  } catch {
    return false;
  }
}

async function readSession(): Promise<ReadOutcome> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (response.status === 401 || response.status === 403) return { answered: true, data: null };
    if (!response.ok) return { answered: false, retryAfterMs: retryAfterMs(response) };
    return { answered: true, data: asSession(await response.json()) };
  } catch {
    return { answered: false, retryAfterMs: null };
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the session. A read the server could not answer keeps what was known (a blip must not
 * sign anyone out); the first read of a page has nothing to keep, so it asks again a few times
 * before giving up with `error` (the protected pages then offer to try again, not the login).
 */
async function loadSession(): Promise<void> {
  const started = generation;
  for (let attempt = 0; ; attempt++) {
    const outcome = await readSession();
    if (started !== generation) return;
    if (outcome.answered) return setState({ data: outcome.data, isPending: false, error: false });
    const delay = FIRST_READ_RETRY_DELAYS_MS[attempt];
    if (!state.isPending || delay === undefined) return setState({ ...state, isPending: false, error: true });
    await wait(outcome.retryAfterMs ?? delay);
    if (started !== generation) return;
  }
}

/**
 * Forgets the session and drops any read still retrying, as a fresh page would start. The web tests
 * share one module registry, so each test starts here rather than with the last test's retries.
 */
export function startSessionOver() {
  generation++;
  inFlight = null;
  state = { data: null, isPending: true, error: false };
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
