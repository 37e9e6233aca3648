import { formatPhoneNumber } from '@portal/shared/phone-numbers';
import type { CallOutcome } from '@portal/shared/call-outcome';
import { callerDetails, type CallerDetailKind } from '@portal/shared/caller-details.plain';
import { composeMail, type MailPart } from '../../lib/compose-mail.ts';
import type { UrgentCallFacts } from './urgent-call.repo.ts';
import { formatMoment } from './zoned-time.pure.ts';

type Links = { call: string; settings: string };

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * The e-mail about one urgent call: who called and how to reach them first, then what is wrong,
 * when (in the agent's zone, named), the rest of what the agent collected, each detail once, and
 * the way to the call's page.
 */
export function urgentCallMail(call: UrgentCallFacts, outcome: CallOutcome, links: Links) {
  const agent = present(call.agentName);
  const zone = call.agentTimezone ?? 'UTC';
  const message = present(outcome.message);
  const details = callerDetails(outcome, {
    moment: (iso) => formatMoment(new Date(iso), zone),
    shownElsewhere: [message],
  });
  const detail = (kind: CallerDetailKind) => details.find((entry) => entry.kind === kind)?.value;
  const customerNumber = present(call.customerNumber);
  const phone = detail('phone') ?? (customerNumber ? formatPhoneNumber(customerNumber) : undefined);
  const name = detail('name');
  const facts: [string, string][] = [
    ['Caller', name ?? 'Name not given'],
    ['Phone', phone ?? 'Number not given'],
  ];
  const email = detail('email');
  if (email) facts.push(['E-mail', email]);
  facts.push(['When', formatMoment(call.startedAt ?? call.createdAt, zone)]);
  if (message) facts.push(['Situation', message]);
  const reason = detail('reason');
  if (reason) facts.push(['Reason', reason]);
  for (const other of details.filter((entry) => entry.kind === 'other')) facts.push([other.label, other.value]);

  const parts: MailPart[] = [
    { paragraph: `${agent ?? 'Your agent'} took a call it marked as urgent. Please get back to the caller soon.` },
    { facts },
    { link: links.call, label: 'Open the call, with its recording and transcript' },
    { paragraph: 'You get this e-mail because e-mails about urgent calls are on. You can switch them off here:' },
    { link: links.settings, label: 'Notification settings' },
  ];
  const who = name ?? phone ?? 'a caller';
  const subject = agent ? `Urgent call for ${agent}: ${who}` : `Urgent call: ${who}`;
  return composeMail(call.email, subject, parts);
}
