import type { Context } from 'hono';
import type { AuthSession } from './auth.ts';

// Session checks are the hot path of every API call; a short in-process cache keeps them off
// better-auth and the database. Entries live at most this long, and every auth change empties
// the cache of every server at once (a notification through the database, see app.ts), so a
// signed-out or reset session stops working immediately everywhere.

/** The channel on which servers tell each other that sessions changed. */
export const SESSIONS_CHANGED = 'portal_sessions_changed';
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

const SESSION_COOKIES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

/** Auth endpoints after which a cached session may be stale (sign-out, resets, revocations). */
const INVALIDATING =
  /\/(sign-out|reset-password|change-password|change-email|revoke-session|revoke-sessions|revoke-other-sessions|delete-user|update-user)$/;

export class SessionCache {
  private readonly entries = new Map<string, { session: AuthSession; expiresAt: number }>();
  /**
   * Counts the clears: a session read from the database before a clear must not be cached after
   * it, or a revocation racing a request would live on for the whole TTL.
   */
  generation = 0;

  /** The cache key: the signed session cookie, never just a user id. An API key is never cached (auth/session.ts). */
  keyOf(c: Context): string | undefined {
    const header = c.req.header('cookie');
    if (!header) return undefined;
    for (const name of SESSION_COOKIES) {
      const value = cookieValue(header, name);
      if (value) return `${name}=${value}`;
    }
    return undefined;
  }

  get(key: string): AuthSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now() || new Date(entry.session.session.expiresAt).getTime() <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.session;
  }

  set(key: string, session: AuthSession, readAtGeneration: number) {
    if (readAtGeneration !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { session, expiresAt: Date.now() + TTL_MS });
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  /** Called after every auth request: a state-changing one empties the cache and says so. */
  afterAuthRequest(method: string, path: string): boolean {
    if (method !== 'POST' || !INVALIDATING.test(path)) return false;
    this.clear();
    return true;
  }
}

/**
 * One cookie's value as sent, found without parsing the others: parsing and decoding the whole
 * header (the session's signed data cookie is long) was a tenth of a kept answer's CPU time.
 * The raw value serves as well as the decoded one as a key.
 */
export function cookieValue(header: string, name: string): string | undefined {
  const prefix = `${name}=`;
  for (let at = header.indexOf(prefix); at !== -1; at = header.indexOf(prefix, at + 1)) {
    if (at > 0 && header[at - 1] !== ' ' && header[at - 1] !== ';') continue;
    const start = at + prefix.length;
    const end = header.indexOf(';', start);
    return header.slice(start, end === -1 ? undefined : end).trim();
  }
  return undefined;
}
