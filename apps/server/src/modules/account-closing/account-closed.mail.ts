import type { MailMessage } from '../../providers/email/email.ts';

const PRODUCT = 'AI Voice Agent Platform';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The last e-mail of a closed account, sent once everything at the vendors is closed: what was
 * closed, item by item. Laid out as the owner's other e-mails are (a greeting, paragraphs, a list,
 * the product's name); the account is gone, so there is no link to follow.
 */
export function accountClosedMail(to: string, ownerName: string | null, closed: readonly string[]): MailMessage {
  const greeting = ownerName?.trim() ? `Hello ${ownerName.trim()},` : 'Hello,';
  const opening = 'Your account is closed. This is what was closed:';
  const closing = 'Nothing of your account is left with us.';
  return {
    to,
    subject: 'Your account is closed',
    text: [greeting, opening, closed.map((line) => `- ${line}`).join('\n'), closing, PRODUCT].join('\n\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(opening)}</p>`,
      `<ul>${closed.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(closing)}</p>`,
      `<p>${PRODUCT}</p>`,
    ].join(''),
  };
}
