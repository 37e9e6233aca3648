import { DATA_EXPORT_TEXTS, DATA_EXPORTS } from '@portal/shared/data-export.plain';
import { DateTime, IANAZone } from 'luxon';
import type { MailMessage } from '../../providers/email/email.ts';

// The owner's e-mails share one look (notifications' mail layout); a module cannot reach into
// another's layout file, so the same plain parts are written here, as the webhooks module does.
const PRODUCT = 'AI Voice Agent Platform';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The link's expiry as the owner reads it, with its zone: 'Wed, Mar 13, 8:00 AM EDT'. */
const expiryInZone = (expiresAt: Date, zone: string | null | undefined) =>
  DateTime.fromJSDate(expiresAt, { zone: zone && IANAZone.isValidZone(zone) ? zone : 'UTC' })
    .setLocale('en-US')
    .toFormat('ccc, LLL d, h:mm a ZZZZ');

/** "Your data is ready": the signed download link, how long it lasts, and that it asks for a sign-in. */
export function exportReadyMail(to: string, facts: { link: string; expiresAt: Date; zone: string }): MailMessage {
  const until = expiryInZone(facts.expiresAt, facts.zone);
  const paragraphs = [
    'The archive of your account (profile, agents, calls, callers, appointments, texts and settings) is ready.',
    `The link works for ${DATA_EXPORTS.linkHours} hours, until ${until}, and only while you are signed in to the portal as ${to}.`,
  ];
  const after = 'If you did not ask for this archive, change your password and check your account’s API keys.';
  return {
    to,
    subject: DATA_EXPORT_TEXTS.mailSubject,
    text: [...paragraphs, `Download your data: ${facts.link}`, after, PRODUCT].join('\n\n'),
    html: [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(facts.link)}">Download your data</a></p>`,
      `<p>${escapeHtml(after)}</p>`,
      `<p>${PRODUCT}</p>`,
    ].join(''),
  };
}
