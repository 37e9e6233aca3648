import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextClientIp, type TestApp } from '../testing/test-app.ts';

// /confirm-email's "Resend email": better-auth's send-verification-email, as this app configures it.

const PASSWORD = 'correct-horse-battery';
const CALLBACK = '/login?link=confirmation';

describe('resending the confirmation link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resend = (email: string, ip = nextClientIp()) =>
    t.postJson('/api/auth/send-verification-email', { email, callbackURL: CALLBACK }, {}, { ip });

  it('mails a new link to an address waiting for confirmation, coming back to the login page', async () => {
    await t.signUp('waiting@example.com', PASSWORD);
    const response = await resend('waiting@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    const mails = await t.mailsTo('waiting@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Confirm your AI Voice Agent Platform account');
    const link = await t.latestLink('waiting@example.com');
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe(CALLBACK);
  });

  it('answers an address without an account the same, and mails nothing', async () => {
    const response = await resend('nobody@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await t.mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('allows 3 a minute per client address, then answers 429', async () => {
    const ip = nextClientIp();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) statuses.push((await resend('nobody@example.com', ip)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
