/** Monthly allowances of each plan. Plans we do not know get the Free limits. */
export type PlanAllowance = {
  minutes: number;
  calls: number;
  phoneNumbers: number;
  /** Texts sent a month (confirmations, text-backs, alerts); answers to STOP and HELP are free. */
  texts: number;
  description: string;
};

export const FREE_PLAN = 'Free';

const PLANS = {
  free: {
    minutes: 50,
    calls: 20,
    phoneNumbers: 1,
    texts: 50,
    description: 'Try your AI phone agent with one phone number and a small monthly allowance.',
  },
  'pro plan': {
    minutes: 500,
    calls: 200,
    phoneNumbers: 3,
    texts: 500,
    description: 'For growing businesses: ten times the minutes and calls, and up to 3 phone numbers.',
  },
  'premium plan': {
    minutes: 1500,
    calls: 600,
    phoneNumbers: 5,
    texts: 1500,
    description: 'For busy teams: the largest allowance of minutes and calls, and up to 5 phone numbers.',
  },
} satisfies Record<string, PlanAllowance>;

const UNKNOWN_PLAN_DESCRIPTION = "Details of this plan are not available yet; the Free plan's limits apply.";

/** Plan names are compared trimmed and case-insensitively ('pro plan' is the Pro Plan). */
export function planAllowance(plan: string | null | undefined): PlanAllowance {
  const key = (plan ?? '').trim().toLowerCase();
  if (Object.hasOwn(PLANS, key)) return PLANS[key as keyof typeof PLANS];
  return { ...PLANS.free, description: UNKNOWN_PLAN_DESCRIPTION };
}

/** The stored plan text, or Free when there is none (no profile, or an empty value). */
export function planName(plan: string | null | undefined): string {
  return plan?.trim() || FREE_PLAN;
}

/** The plan's name as it reads in a sentence: 'Free plan', 'Pro Plan'. */
export const planInSentence = (plan: string) => (/\bplan$/i.test(plan.trim()) ? plan.trim() : `${plan.trim()} plan`);
