import { subscriptionSummarySchema, subscriptionViewSchema } from '@portal/shared/subscription';
import type { Database } from '../../db/client.ts';
import { createRouter, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import { subscriptionDetail, subscriptionSummary, type ReadBilling } from './subscription.service.ts';

const routes = {
  summary: signedInRoute({
    method: 'get',
    path: '/subscription/summary',
    summary: 'The plan for the subscription overview',
    responses: { 200: jsonContent(subscriptionSummarySchema, 'The plan, for the subscription overview') },
  }),
  detail: signedInRoute({
    method: 'get',
    path: '/subscription/detail',
    summary: 'Plan, status, usage and billing',
    responses: {
      200: jsonContent(subscriptionViewSchema, 'Plan, status, usage this period, the card and the last invoices'),
    },
  }),
};

type SubscriptionDeps = {
  db: Database;
  /** Asks Stripe for the card and invoices the detail page shows. */
  readBilling: ReadBilling;
  now: () => Date;
};

export function subscriptionRoutes({ db, readBilling, now }: SubscriptionDeps) {
  return createRouter()
    .openapi(routes.summary, async (c) => c.json(await subscriptionSummary(db, c.var.user.id), 200))
    .openapi(routes.detail, async (c) =>
      c.json(await subscriptionDetail(db, c.var.user.id, c.var.log, now(), readBilling), 200),
    );
}
