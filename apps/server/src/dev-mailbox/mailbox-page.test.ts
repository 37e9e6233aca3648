import { describe, expect, it } from 'vitest';
import { mailboxCss, mailboxPage } from './mailbox-page.ts';
import { PORTAL_FONT_PATH } from './portal-font.ts';

const mail = {
  id: '1',
  to: 'a.very.long.address.without.any.break.at.all.for.a.phone@example.com',
  subject: 'Confirm your AI Voice Agent Platform account',
  text: 'Confirm: http://localhost:3000/api/auth/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnop',
  createdAt: new Date('2026-01-02T03:04:05Z'),
};

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** The declarations of the first rule whose selector list names `selector`. */
const rule = (selector: string) =>
  mailboxCss.match(new RegExp(`(?:^|[}\\n,])${selector.replace(/[*.[\]]/g, '\\$&')}(?:,[^{]*)?\\{([^}]*)\\}`))?.[1] ??
  '';

describe('the sandbox mailbox page', () => {
  it('has one main and one h1, each mail under its own h2', () => {
    const html = String(mailboxPage([mail, { ...mail, id: '2' }]));
    expect(count(html, /<main>/g)).toBe(1);
    expect(count(html, /<h1>/g)).toBe(1);
    expect(count(html, /<h2>/g)).toBe(2);
    expect(html).toContain('<html lang="en">');
  });

  it('shows each link as a short "Open link" that goes to the whole address', () => {
    const html = String(mailboxPage([mail]));
    const url =
      'http://localhost:3000/api/auth/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnop';
    expect(html).toContain(`Confirm: <a href="${url}" title="${url}">Open link`);
    // The address is the link's target and tooltip, not its text.
    expect(html.match(/<a [^>]*>(.*?)<\/a>/)?.[1]).not.toContain('verify-email');
  });

  it('keeps a phone number in a subject on one line, and escapes the subject', () => {
    const html = String(mailboxPage([{ ...mail, subject: 'Urgent call for <Desk>: +1 (512) 555-0142' }]));
    expect(html).toContain('<h2>Urgent call for &#60;Desk&#62;: <span class="number">+1 (512) 555-0142</span></h2>');
    expect(rule('.number')).toContain('white-space:nowrap');
  });

  it('escapes what a link carries, so a query string stays one attribute', () => {
    const html = String(mailboxPage([{ ...mail, text: 'Open: http://x.test/?a=1&b="2"' }]));
    expect(html).toContain('href="http://x.test/?a=1&#38;b=&#34;2&#34;"');
  });

  it('writes in the portal’s typeface, falling back to the platform’s interface face', () => {
    expect(rule('body')).toMatch(/font-family:"Inter Variable",Inter,-apple-system,.*Arial,system-ui,sans-serif/);
  });

  it('loads that typeface from the portal’s own origin with the page, never reflowing for it', () => {
    expect(rule('@font-face')).toContain('font-family:"Inter Variable"');
    expect(rule('@font-face')).toContain(`src:url(${PORTAL_FONT_PATH}) format("woff2")`);
    expect(rule('@font-face')).toContain('font-display:optional');
    expect(String(mailboxPage([]))).toContain(
      `<link rel="preload" href="${PORTAL_FONT_PATH}" as="font" type="font/woff2" crossorigin />`,
    );
  });

  it('dates each mail as the portal does, in UTC', () => {
    expect(String(mailboxPage([mail]))).toContain(
      '<time datetime="2026-01-02T03:04:05.000Z">Jan 2, 2026, 3:04 AM UTC</time>',
    );
  });

  it('says when there is no mail', () => {
    expect(String(mailboxPage([]))).toContain('<p class="empty">No e-mails yet.</p>');
  });

  it('fits a phone: viewport set, padding inside the width, long addresses and links wrapping', () => {
    expect(String(mailboxPage([mail]))).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    );
    expect(rule('*')).toContain('box-sizing:border-box');
    expect(rule('main')).toMatch(/max-width:\d+px/);
    expect(rule('main')).toContain('overflow-wrap:anywhere');
    expect(rule('pre')).toContain('white-space:pre-wrap');
    expect(rule('pre')).toContain('overflow-wrap:anywhere');
  });
});
