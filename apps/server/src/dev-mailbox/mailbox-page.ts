import { html, raw } from 'hono/html';
import { PORTAL_FONT_PATH } from './portal-font.ts';

type Mail = { id: string; to: string; subject: string; text: string; createdAt: Date };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Escapes the body and turns http(s) URLs into links (the only markup the body gets), each a short
 * "Open link" (the line before it says what it opens) with the whole address as its tooltip,
 * rather than a confirmation token of 300 characters across the page.
 */
export function linkify(text: string) {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" title="${url}">Open link<span class="arrow" aria-hidden="true"> →</span></a>`,
  );
}

/** Escapes a subject and keeps each phone number in it on one line ("+1 (512) 555-0142"). */
export function subjectHtml(subject: string) {
  return escapeHtml(subject).replace(/\+?\d[\d ().-]{5,}\d/g, (number) => `<span class="number">${number}</span>`);
}

/** When a mail was sent, as the portal writes dates ("Nov 29, 2026, 2:43 AM UTC"). */
const sentAt = (date: Date) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

export function mailboxPage(messages: Mail[]) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sandbox mailbox</title>
        <link rel="preload" href="${PORTAL_FONT_PATH}" as="font" type="font/woff2" crossorigin />
        <link rel="stylesheet" href="/dev/mailbox.css" />
      </head>
      <body>
        <main>
          <p class="tag">Sandbox</p>
          <h1>Sandbox mailbox</h1>
          <p class="lead">
            No SMTP server is configured (SMTP_URL), so every e-mail the portal sends is kept here, newest first. This
            page exists only in sandbox mode.
          </p>
          ${messages.length === 0 ? html`<p class="empty">No e-mails yet.</p>` : ''}
          ${messages.map(
            (mail) =>
              html`<article>
                <header>
                  <h2>${raw(subjectHtml(mail.subject))}</h2>
                  <p class="meta">
                    <span>To <span class="to">${mail.to}</span></span>
                    <time datetime="${mail.createdAt.toISOString()}">${sentAt(mail.createdAt)}</time>
                  </p>
                </header>
                <pre>${raw(linkify(mail.text))}</pre>
              </article>`,
          )}
        </main>
      </body>
    </html>`;
}

/**
 * Fits a phone (390 px) as well as a desktop: padding inside the width, and the long words of a
 * mail (addresses) wrap anywhere rather than widen the page. In the portal's look: its type
 * (the Inter it ships, from the portal's own build, else the platform's own interface face, Arial
 * before the generic families; 'optional', as the portal has it, so nothing reflows), its greys and blue, white cards with the thin border of its cards, and
 * each link a small light-blue button as its light buttons are.
 */
export const mailboxCss = `@font-face{font-family:"Inter Variable";font-style:normal;font-weight:100 900;font-display:optional;src:url(${PORTAL_FONT_PATH}) format("woff2")}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{font-family:"Inter Variable",Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,system-ui,sans-serif;font-size:16px;line-height:1.55;margin:0;background:#f8f9fa;color:#212529;font-variant-ligatures:no-contextual}
main{max-width:760px;margin:0 auto;padding:20px 16px 32px;overflow-wrap:anywhere}
.tag{display:inline-block;margin:0;padding:2px 10px;border-radius:999px;background:#ffec99;color:#212529;font-size:12px;font-weight:700}
h1{font-size:22px;font-weight:650;line-height:1.25;margin:8px 0 4px}
.lead{margin:0 0 20px;color:#495057;font-size:14px;text-wrap:pretty}
.meta time{white-space:nowrap}
article{background:#fff;border:1px solid #dee2e6;border-radius:8px;margin:0 0 16px;min-width:0;overflow:hidden}
article header{padding:14px 16px 12px;border-bottom:1px solid #e9ecef}
h2{font-size:16px;font-weight:650;line-height:1.35;margin:0;text-wrap:pretty}
.number{white-space:nowrap}
.meta{display:flex;flex-wrap:wrap;justify-content:space-between;gap:2px 16px;margin:4px 0 0;color:#495057;font-size:13px}
.to{color:#212529;font-weight:500}
pre{white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;font:inherit;font-size:15px;line-height:1.6;margin:0;padding:14px 16px 16px;max-width:100%}
a{display:inline-block;padding:0 10px;border-radius:6px;background:#e7f5ff;color:#1864ab;font-size:14px;font-weight:600;line-height:26px;text-decoration:none;white-space:nowrap}
a:hover,a:focus-visible{background:#d0ebff}a:focus-visible{outline:2px solid #1971c2;outline-offset:2px}
.empty{color:#495057}
@media (min-width:600px){main{padding:40px 24px 48px}h1{font-size:28px}article header{padding:16px 20px 14px}pre{padding:16px 20px 20px}}`;
