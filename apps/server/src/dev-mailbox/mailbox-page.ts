import { html, raw } from 'hono/html';

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

export function mailboxPage(messages: Mail[]) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sandbox mailbox</title>
        <link rel="stylesheet" href="/dev/mailbox.css" />
      </head>
      <body>
        <main>
          <h1>Sandbox mailbox</h1>
          <p>
            No SMTP server is configured (SMTP_URL), so every e-mail the portal sends is kept here, newest first. This
            page exists only in sandbox mode.
          </p>
          ${messages.length === 0 ? html`<p class="empty">No e-mails yet.</p>` : ''}
          ${messages.map(
            (mail) =>
              html`<article>
                <header>
                  <h2>${mail.subject}</h2>
                  <p><strong>To:</strong> <span class="to">${mail.to}</span></p>
                  <p><time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toUTCString()}</time></p>
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
 * mail (addresses) wrap anywhere rather than widen the page. In the portal's type and colours
 * (Inter where the device has it, else the system's sans-serif; text #212529, links blue 8).
 */
export const mailboxCss = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{font-family:"Inter Variable",Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.55;margin:0;background:#f8f9fa;color:#212529}
main{max-width:760px;margin:0 auto;padding:16px 12px;overflow-wrap:anywhere}
h1{font-size:24px;font-weight:650;line-height:1.25;margin:8px 0}
article{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px;margin:16px 0;min-width:0}
h2{font-size:18px;font-weight:650;line-height:1.3;margin:0 0 8px}header p{margin:2px 0;color:#495057;font-size:14px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;font:inherit;margin:12px 0 0;max-width:100%}
a{color:#1971c2;font-weight:600;text-decoration:none}a:hover,a:focus-visible{text-decoration:underline}.empty{color:#495057}
@media (min-width:600px){main{padding:24px 16px}article{padding:16px}}`;
