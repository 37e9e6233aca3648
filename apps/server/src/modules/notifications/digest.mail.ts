import { formatTimeOfDay } from '@portal/shared/notifications';
import { DateTime } from 'luxon';
import type { DigestDay } from './digest-schedule.pure.ts';
import { composeMail, type MailPart } from '../../lib/compose-mail.ts';
import type { NewQuestion } from './new-questions.pure.ts';
import { formatMoment } from './zoned-time.pure.ts';

export type DigestContent = {
  counts: { calls: number; bookings: number; moved: number; cancelled: number; messages: number; urgent: number };
  questions: NewQuestion[];
};

type Owner = { email: string; digestTime: string };
type Links = { calls: string; settings: string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function questionLine({ question, agentName, count }: NewQuestion) {
  const asked = count === 1 ? 'asked once' : `asked ${count} times`;
  return `“${question}” (${agentName ? `${agentName}, ` : ''}${asked})`;
}

/** The day's summary: the counts first, then the questions to answer, then the way to the calls. */
export function digestMail(owner: Owner, day: DigestDay, content: DigestContent, links: Links) {
  const { counts, questions } = content;
  const date = DateTime.fromJSDate(day.to, { zone: day.zone }).setLocale('en-US').toFormat('cccc, LLLL d');
  const parts: MailPart[] = [
    {
      paragraph: `Here is what your agents handled from ${formatMoment(day.from, day.zone)} to ${formatMoment(day.to, day.zone)}.`,
    },
    {
      facts: [
        ['Calls', String(counts.calls)],
        ['Appointments booked', String(counts.bookings)],
        // Only a business whose callers manage bookings by phone has these: others are not told "0".
        ...(counts.moved ? [['Appointments moved', String(counts.moved)] as const] : []),
        ...(counts.cancelled ? [['Appointments cancelled', String(counts.cancelled)] as const] : []),
        ['Messages taken', String(counts.messages)],
        ['Urgent matters', String(counts.urgent)],
      ],
    },
  ];
  if (questions.length) {
    parts.push(
      { title: "New questions your agents couldn't answer:", list: questions.map(questionLine) },
      { paragraph: "Answer them on your agent's page, and the next caller who asks gets the answer." },
    );
  }
  parts.push(
    { link: links.calls, label: 'See your calls' },
    {
      paragraph: `You get this summary every day at ${formatTimeOfDay(owner.digestTime)} (${day.zone}). You can change the time or switch it off here:`,
    },
    { link: links.settings, label: 'Notification settings' },
  );
  const subject = `Your daily summary for ${date}: ${plural(counts.calls, 'call', 'calls')}`;
  return composeMail(owner.email, subject, parts);
}
