import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeMessage, header, startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('e-mail over SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@example.com>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the sign-up confirmation to the SMTP server with recipient, subject and link', async () => {
    const response = await t.signUp('smtp.user@example.com', 'correct-horse-battery');
    expect(response.status).toBe(200);
    const mail = await vi.waitFor(() => {
      const found = smtp.received.find((message) => message.to.includes('smtp.user@example.com'));
      if (!found) throw new Error('no message yet');
      return found;
    });
    expect(mail.from).toBe('portal@example.com');
    expect(header(mail.raw, 'to')).toBe('smtp.user@example.com');
    expect(header(mail.raw, 'subject')).toBe('Confirm your AI Voice Agent Platform account');
    const link = /http:\/\/\S+\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2F/.exec(decodeMessage(mail.raw));
    expect(link?.[0].startsWith(`${t.config.publicUrl}/api/auth/verify-email`)).toBe(true);

    // The link in the message is the real thing: following it confirms the address and signs in.
    const { response: verified, jar } = await t.followLink(new URL(link![0]));
    expect(verified.status).toBe(302);
    expect(jar.sessionToken()).toBeDefined();
  });

  it('keeps nothing in the sandbox mailbox', async () => {
    expect(await t.mailsTo('smtp.user@example.com')).toEqual([]);
  });

  it('does not reveal a mail failure to the user (the sign-up still answers 200)', async () => {
    await smtp.close();
    const response = await t.signUp('smtp.down@example.com', 'correct-horse-battery');
    expect(response.status).toBe(200);
  });
});
