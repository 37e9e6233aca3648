import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './auth-api';
import { refreshSession } from './session';

vi.mock('./session', () => ({ refreshSession: vi.fn(() => Promise.resolve()) }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('authApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.mocked(refreshSession).mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON to the auth server and loads the session after signing in', async () => {
    fetchMock.mockResolvedValue(json({ token: 't', redirect: false }));
    const result = await authApi.signInWithEmail({ email: 'a@b.co', password: 'pw', callbackURL: '/' });
    expect(result.error).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-in/email');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', password: 'pw', callbackURL: '/' });
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it("returns the server's refusal with its status and code, and loads no session", async () => {
    fetchMock.mockResolvedValue(json({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 403));
    const result = await authApi.signInWithEmail({ email: 'a@b.co', password: 'pw', callbackURL: '/' });
    expect(result.error).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await authApi.requestPasswordReset({ email: 'a@b.co', redirectTo: '/login' });
    expect(result.error).toEqual({ status: 0 });
  });

  it('starts no session for a sign-up that must be confirmed first', async () => {
    fetchMock.mockResolvedValue(json({ token: null, user: { id: 'u' } }));
    const result = await authApi.signUpWithEmail({
      email: 'a@b.co',
      password: 'pw12345678',
      name: 'a',
      callbackURL: '/',
    });
    expect(result.data?.token).toBeNull();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('asks for a new confirmation link for an address, and starts no session', async () => {
    fetchMock.mockResolvedValue(json({ status: true }));
    const result = await authApi.sendVerificationEmail({ email: 'a@b.co', callbackURL: '/login?link=confirmation' });
    expect(result).toEqual({ data: { status: true }, error: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/send-verification-email');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', callbackURL: '/login?link=confirmation' });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('forgets the session after signing out, even when the server refuses', async () => {
    fetchMock.mockResolvedValue(json({ code: 'UNAUTHORIZED' }, 401));
    await authApi.signOut();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/sign-out');
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });
});
