import {
  billingRedirectSchema,
  checkoutRequestSchema,
  planOffersSchema,
  portalRequestSchema,
} from '@portal/shared/billing-actions';
import { createRouter, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import type { BillingDeps } from './billing.types.ts';
import { openPortal, planOffers, startCheckout } from './billing.service.ts';

const routes = {
  plans: signedInRoute(
    {
      method: 'get',
      path: '/billing/plans',
      summary: 'The plans that can be bought, with their prices and allowances',
      responses: { 200: jsonContent(planOffersSchema, 'Each paid plan with its Stripe price') },
    },
    { 502: 'Stripe could not be reached or refused the request.' },
  ),
  checkout: signedInRoute(
    {
      method: 'post',
      path: '/billing/checkout',
      summary: 'Open Stripe Checkout for a paid plan',
      request: { body: jsonBody(checkoutRequestSchema) },
      responses: { 200: jsonContent(billingRedirectSchema, 'The Checkout page to send the browser to') },
    },
    {
      409: 'A paid plan is running already: it is changed or cancelled in the billing portal.',
      502: 'Stripe could not be reached or refused the request.',
      503: 'The plan has no Stripe price configured.',
    },
  ),
  portal: signedInRoute(
    {
      method: 'post',
      path: '/billing/portal',
      summary: 'Open the Stripe customer portal',
      description: 'With `flow: "cancel"` the portal opens on the cancellation of the running plan.',
      request: { body: jsonBody(portalRequestSchema) },
      responses: { 200: jsonContent(billingRedirectSchema, 'The portal page to send the browser to') },
    },
    {
      409: 'The cancel flow was asked for without a running plan, or for one already cancelled.',
      502: 'Stripe could not be reached or refused the request.',
    },
  ),
};

export function billingRoutes(deps: BillingDeps) {
  return createRouter()
    .openapi(routes.plans, async (c) => c.json({ plans: await planOffers(deps) }, 200))
    .openapi(routes.checkout, async (c) => c.json(await startCheckout(deps, c.var.user, c.req.valid('json').plan), 200))
    .openapi(routes.portal, async (c) => c.json(await openPortal(deps, c.var.user, c.req.valid('json').flow), 200));
}
