import { composeMail } from '../../lib/compose-mail.ts';
import type { MailMessage } from '../../providers/email/email.ts';

/**
 * The last e-mail of a closed account, sent once everything at the vendors is closed: what was
 * closed, item by item. The account is gone, so there is no link to follow.
 */
export function accountClosedMail(to: string, ownerName: string | null, closed: readonly string[]): MailMessage {
  return composeMail(to, 'Your account is closed', [
    { paragraph: ownerName?.trim() ? `Hello ${ownerName.trim()},` : 'Hello,' },
    { list: closed, title: 'Your account is closed. This is what was closed:' },
    { paragraph: 'Nothing of your account is left with us.' },
  ]);
}
