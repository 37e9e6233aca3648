import { formatPhoneNumber } from '@portal/shared/phone-numbers';
import type { CallOutcome } from '@portal/shared/call-outcome';
import { composeMail, type MailPart } from './mail-layout.ts';
import type { UrgentCallFacts } from './urgent-call.repo.ts';
import { formatMoment } from './zoned-time.ts';

type Links = { call: string; settings: string };

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * The e-mail about one urgent call: who called and how to reach them first, then what is wrong,
 * when (in the agent's zone, named), what the agent collected, and the way to the call's page.
 */
export function urgentCallMail(call: UrgentCallFacts, outcome: CallOutcome, links: Links) {
  const agent = present(call.agentName);
  const phone = present(outcome.callerPhone) ?? present(call.customerNumber);
  const who = present(outcome.callerName) ?? (phone ? formatPhoneNumber(phone) : 'a caller');
  const zone = call.agentTimezone ?? 'UTC';
  const facts: [string, string][] = [
    ['Caller', present(outcome.callerName) ?? 'Name not given'],
    ['Phone', phone ? formatPhoneNumber(phone) : 'Number not given'],
  ];
  const email = present(outcome.callerEmail);
  if (email) facts.push(['E-mail', email]);
  facts.push(['When', formatMoment(call.startedAt ?? call.createdAt, zone)]);
  const message = present(outcome.message);
  if (message) facts.push(['Situation', message]);
  const reason = present(outcome.reason);
  if (reason && reason !== message) facts.push(['Reason', reason]);

  const parts: MailPart[] = [
    { paragraph: `${agent ?? 'Your agent'} took a call it marked as urgent. Please get back to the caller soon.` },
    { facts },
  ];
  const collected = outcome.collected.filter((entry) => present(entry.value));
  if (collected.length) {
    parts.push({ title: 'What the caller told your agent:', list: collected.map((e) => `${e.item}: ${e.value}`) });
  }
  parts.push(
    { link: links.call, label: 'Open the call, with its recording and transcript' },
    { paragraph: 'You get this e-mail because e-mails about urgent calls are on. You can switch them off here:' },
    { link: links.settings, label: 'Notification settings' },
  );
  const subject = agent ? `Urgent call for ${agent}: ${who}` : `Urgent call: ${who}`;
  return composeMail(call.email, subject, parts);
}
