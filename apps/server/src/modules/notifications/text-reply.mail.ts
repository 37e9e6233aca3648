import { formatPhone } from '@portal/shared/phone.plain';
import { composeMail, type MailPart } from '../../lib/compose-mail.ts';
import type { TextReplyFacts } from './text-reply.repo.ts';
import { formatMoment } from './zoned-time.pure.ts';

/** The e-mail about a text a caller sent to one of the owner's numbers: who, what, when, and where to see it. */
export function textReplyMail(text: TextReplyFacts, links: { page: string }) {
  const number = formatPhone(text.from);
  const who = text.callerName?.trim() ? `${text.callerName.trim()} (${number})` : number;
  const zone = text.agentTimezone ?? 'UTC';
  const parts: MailPart[] = [
    { paragraph: `${who} texted ${text.agentName?.trim() || 'your agent'}'s number:` },
    {
      facts: [
        ['Text', text.body],
        ['From', who],
        ['When', formatMoment(text.createdAt, zone)],
      ],
    },
    { paragraph: 'Agents do not answer texts: reply from your own phone, or call them back.' },
    { link: links.page, label: text.callerId ? 'Open the caller, with their calls and texts' : 'Open the call' },
  ];
  return composeMail(text.email, `Text from ${who}`, parts);
}
