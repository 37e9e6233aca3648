import { DATA_EXPORT_TEXTS, DATA_EXPORTS } from '@portal/shared/data-export.plain';
import { DateTime, IANAZone } from 'luxon';
import { composeMail } from '../../lib/compose-mail.ts';
import type { MailMessage } from '../../providers/email/email.ts';

/** The link's expiry as the owner reads it, with its zone: 'Wed, Mar 13, 8:00 AM EDT'. */
const expiryInZone = (expiresAt: Date, zone: string | null | undefined) =>
  DateTime.fromJSDate(expiresAt, { zone: zone && IANAZone.isValidZone(zone) ? zone : 'UTC' })
    .setLocale('en-US')
    .toFormat('ccc, LLL d, h:mm a ZZZZ');

/** "Your data is ready": the signed link, how long it lasts, and that it asks for a sign-in. */
export function exportReadyMail(to: string, facts: { link: string; expiresAt: Date; zone: string }): MailMessage {
  const until = expiryInZone(facts.expiresAt, facts.zone);
  return composeMail(to, DATA_EXPORT_TEXTS.mailSubject, [
    {
      paragraph:
        'The archive of your account (profile, agents, calls, callers, appointments, texts and settings) is ready.',
    },
    {
      paragraph: `The link works for ${DATA_EXPORTS.linkHours} hours, until ${until}, and only while you are signed in to the portal as ${to}.`,
    },
    { link: facts.link, label: 'Download your data' },
    { paragraph: 'If you did not ask for this archive, change your password and check your account’s API keys.' },
  ]);
}
