import { planInSentence } from '@portal/shared/plans.plain';
import { composeMail, type MailPart } from '../../lib/compose-mail.ts';
import { formatMoment, usableZone } from './zoned-time.pure.ts';

export type AllowanceMetric = 'minutes' | 'calls' | 'texts';
export type AllowanceThreshold = 80 | 100;

export type AllowanceMailFacts = {
  email: string;
  /** The zone the owner chose in their profile; without one the period's end is shown in UTC. */
  timezone: string | null;
  planName: string;
  metric: AllowanceMetric;
  threshold: AllowanceThreshold;
  used: number;
  included: number;
  periodEnd: Date;
};

const count = (value: number) => value.toLocaleString('en-US');
const figures = ({ used, included, metric }: AllowanceMailFacts) => `${count(used)} of ${count(included)} ${metric}`;

const yourPlan = (name: string) => `Your ${planInSentence(name)}`;

/** The period's end as the owner reads it, naming the zone: 'Sun, May 31, 7:00 PM CDT (America/Chicago)'. */
function periodEndText(periodEnd: Date, timezone: string | null) {
  const zone = usableZone(timezone);
  const moment = formatMoment(periodEnd, zone);
  return zone === 'UTC' ? moment : `${moment} (${zone})`;
}

/**
 * The e-mail sent when the minutes or calls used this period reach 80 % or 100 % of the plan's
 * allowance: the figures, the plan, when the allowance starts again, and that nothing stops
 * (docs/product.md#allowance-e-mails).
 */
const keepsGoing: Record<AllowanceMetric, string> = {
  minutes: 'your agent keeps answering every call',
  calls: 'your agent keeps answering every call',
  texts: 'your agents keep sending the texts you switched on',
};

export function allowanceMail(facts: AllowanceMailFacts, links: { subscription: string }) {
  const { metric, planName, threshold, included } = facts;
  const reached = threshold === 100;
  const includes = `${yourPlan(planName)} includes ${count(included)} ${metric} each period`;
  const parts: MailPart[] = [
    {
      paragraph: reached
        ? `${includes}, and your agents have now used ${count(facts.used)} of them: the whole allowance.`
        : `${includes}, and your agents have used ${count(facts.used)} of them so far: 80% of the allowance.`,
    },
    {
      facts: [
        ['Plan', planName],
        ['Used', figures(facts)],
        ['This period ends', periodEndText(facts.periodEnd, facts.timezone)],
      ],
    },
    {
      paragraph: reached
        ? `Nothing is cut off: ${keepsGoing[metric]}. What you use beyond the allowance shows on your Subscription page as over your plan.`
        : `Nothing is cut off when you reach it: ${keepsGoing[metric]}, and what you use beyond the allowance shows on your Subscription page as over your plan.`,
    },
    {
      paragraph: `Your plan's price stays the same, and the allowance starts again when this period ends. If you need more ${metric}, upgrading your plan gives you more.`,
    },
    { link: links.subscription, label: 'See your usage and plans' },
  ];
  const subject = reached
    ? `You have used all the ${metric} in your plan (${figures(facts)})`
    : `You have used 80% of the ${metric} in your plan (${figures(facts)})`;
  return composeMail(facts.email, subject, parts);
}
