import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextClientIp, type TestApp } from '../testing/test-app.ts';
import { ACCOUNT_LOCK, accountLockedMessage } from './account-lockout.ts';

describe('sign-in rate limit (per client address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.signUpAndVerify('victim@example.com', 'correct-horse-battery');
  });
  afterAll(() => t.close());

  // Each test guesses at an account of its own, so the per-account limit below stays out of the way.
  let victim = 'victim@example.com';
  const badSignIn = (ip: string, headers: Record<string, string> = {}) =>
    t.postJson('/api/auth/sign-in/email', { email: victim, password: 'guess-123456' }, { headers }, { ip });

  it('answers the 4th bad sign-in within 10 s with 429', async () => {
    const ip = '203.0.113.20';
    for (let attempt = 1; attempt <= 3; attempt++) expect((await badSignIn(ip)).status).toBe(401);
    const blocked = await badSignIn(ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(0);
    // Even the right password is refused while blocked.
    const right = await t.postJson(
      '/api/auth/sign-in/email',
      { email: 'victim@example.com', password: 'correct-horse-battery' },
      {},
      { ip },
    );
    expect(right.status).toBe(429);
  });

  it('counts per client: another address is not blocked', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await badSignIn('203.0.113.21');
    expect((await badSignIn('203.0.113.22')).status).toBe(401);
  });

  it('is not reset by forged X-Forwarded-For or x-portal-client-ip headers', async () => {
    const ip = '203.0.113.23';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const forged = {
        'x-forwarded-for': `10.0.0.${attempt}`,
        'x-portal-client-ip': `10.1.0.${attempt}`,
        'x-real-ip': `10.2.0.${attempt}`,
      };
      statuses.push((await badSignIn(ip, forged)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('cannot be used to lock out another client by forging its address', async () => {
    victim = 'victim.two@example.com';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await badSignIn('203.0.113.24', { 'x-portal-client-ip': '203.0.113.25', 'x-forwarded-for': '203.0.113.25' });
    }
    expect((await badSignIn('203.0.113.25')).status).toBe(401);
  });
});

describe('session reads (every page load asks for the session)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signUpAndVerify('reloader@example.com', 'correct-horse-battery');
  });
  afterAll(() => t.close());

  it('are never limited: 150 reads from one address in a row all answer with the session', async () => {
    const ip = '203.0.113.30';
    const statuses = new Set<number>();
    let signedIn = 0;
    for (let read = 1; read <= 150; read++) {
      const response = await t.request('/api/auth/get-session', { headers: { cookie } }, { ip });
      statuses.add(response.status);
      if (((await response.json()) as { user?: { email: string } } | null)?.user?.email === 'reloader@example.com')
        signedIn++;
    }
    expect([...statuses]).toEqual([200]);
    expect(signedIn).toBe(150);
  });

  it('leave the sign-in limit of the same address in force', async () => {
    const ip = '203.0.113.31';
    for (let read = 1; read <= 5; read++) await t.request('/api/auth/get-session', { headers: { cookie } }, { ip });
    const attempt = () =>
      t.postJson('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'guess-123456' }, {}, { ip });
    const statuses: number[] = [];
    for (let tries = 1; tries <= 4; tries++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('sign-in rate limit over a real connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  });
  afterAll(() => t.close());

  it('takes the client address from the socket, whatever the forwarding headers say', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await fetch(`${t.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: t.config.publicUrl,
          'x-forwarded-for': `10.9.0.${attempt}`,
          'x-portal-client-ip': `10.9.1.${attempt}`,
        },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'guess-123456' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('sign-in limit per account, whatever the addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.postJson('/api/auth/sign-in/email', { email, password }, {}, { ip: nextClientIp() });

  it('pauses password sign-in after repeated failures from many addresses and tells the owner once', async () => {
    await t.signUpAndVerify('targeted@example.com', 'correct-horse-battery');
    for (let attempt = 1; attempt <= ACCOUNT_LOCK.failures; attempt++) {
      expect((await signIn('targeted@example.com', `guess-${attempt}-123456`)).status).toBe(401);
    }
    const paused = await signIn('Targeted@Example.com', 'correct-horse-battery');
    expect(paused.status).toBe(429);
    expect(await paused.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: accountLockedMessage(ACCOUNT_LOCK.minutes),
    });
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    const mails = (await t.mailsTo('targeted@example.com')).map((mail) => mail.subject);
    expect(
      mails.filter((subject) => subject === 'Sign-in attempts on your AI Voice Agent Platform account'),
    ).toHaveLength(1);
  });

  it('forgets earlier failures once the owner signs in', async () => {
    await t.signUpAndVerify('forgetful@example.com', 'correct-horse-battery');
    for (let round = 1; round <= 2; round++) {
      for (let attempt = 1; attempt < ACCOUNT_LOCK.failures; attempt++) {
        expect((await signIn('forgetful@example.com', `guess-${attempt}-123456`)).status).toBe(401);
      }
      expect((await signIn('forgetful@example.com', 'correct-horse-battery')).status).toBe(200);
    }
  });

  it('sends no e-mail for an address without an account', async () => {
    for (let attempt = 1; attempt <= ACCOUNT_LOCK.failures + 1; attempt++)
      await signIn('ghost@example.com', 'guess-123456');
    expect(await t.mailsTo('ghost@example.com')).toEqual([]);
  });
});
