import { refreshSession } from './session';

/**
 * The auth server's (better-auth) JSON endpoints under /api/auth, called with fetch. The login
 * page needs only these few calls; doing them here rather than through better-auth's browser
 * client keeps about 9 kB of gzipped JavaScript off every page
 * (docs/decisions/0004-light-login-path.md).
 */

/** What the auth server answered when it refused (status 0: it could not be reached). */
export type AuthFailure = { status: number; statusText?: string; code?: string; message?: string };
export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthFailure };

const AUTH_BASE = '/api/auth';

async function post<T>(path: string, body: object = {}): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${AUTH_BASE}${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { data: null, error: { status: 0 } };
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    return {
      data: null,
      error: {
        status: response.status,
        statusText: response.statusText,
        code: typeof json?.code === 'string' ? json.code : undefined,
        message: typeof json?.message === 'string' ? json.message : undefined,
      },
    };
  }
  return { data: json as T, error: null };
}

/** Leaves for the address an OAuth start answered with (`{url, redirect: true}`), http(s) only. */
function followRedirect(data: { url?: unknown; redirect?: unknown } | null) {
  if (!data?.redirect || typeof data.url !== 'string') return;
  const target = new URL(data.url, window.location.href);
  if (target.protocol === 'https:' || target.protocol === 'http:') window.location.assign(target.href);
}

export const authApi = {
  /** Signs in and loads the new session before answering, so protected pages see it at once. */
  async signInWithEmail(body: { email: string; password: string; callbackURL: string }) {
    const result = await post<{ token: string | null }>('/sign-in/email', body);
    if (!result.error) await refreshSession();
    return result;
  },

  /** `token` is null when the address must be confirmed before a session starts. */
  async signUpWithEmail(body: { email: string; password: string; name: string; callbackURL: string }) {
    const result = await post<{ token: string | null }>('/sign-up/email', body);
    if (!result.error && result.data.token) await refreshSession();
    return result;
  },

  /** Starts the provider's consent flow; on success the browser is already on its way there. */
  async signInWithProvider(body: { provider: string; callbackURL: string; errorCallbackURL: string }) {
    const result = await post<{ url?: string; redirect?: boolean }>('/sign-in/social', body);
    if (!result.error) followRedirect(result.data);
    return result;
  },

  sendMagicLink: (body: { email: string; callbackURL: string; errorCallbackURL: string }) =>
    post<{ status: boolean }>('/sign-in/magic-link', body),

  requestPasswordReset: (body: { email: string; redirectTo: string }) =>
    post<{ status: boolean }>('/request-password-reset', body),

  resetPassword: (body: { newPassword: string; token: string }) => post<{ status: boolean }>('/reset-password', body),

  /**
   * Mails a new confirmation link to an address not yet confirmed. The server answers the same
   * (`{status: true}`) whether or not the address has an account waiting, and limits it to 3 a
   * minute per client (better-auth's own rule).
   */
  sendVerificationEmail: (body: { email: string; callbackURL: string }) =>
    post<{ status: boolean }>('/send-verification-email', body),

  /** Ends the session on the server and forgets it here, whatever the server answered. */
  async signOut() {
    const result = await post<{ success: boolean }>('/sign-out');
    await refreshSession();
    return result;
  },
};
