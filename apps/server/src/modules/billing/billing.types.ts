import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Billing } from '../../providers/billing/billing.ts';
import type { PaidPlan } from '../../providers/billing/plans.ts';

export type BillingDeps = {
  db: Database;
  billing: Billing;
  /** The plans on sale with their Stripe prices (providers/billing/plans.ts). */
  plans: PaidPlan[];
  /** Where Checkout and the portal send the browser back to. */
  publicUrl: string;
  logger: Logger;
};
