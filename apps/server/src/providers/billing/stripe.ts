import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import {
  BillingError,
  WebhookSignatureError,
  type Billing,
  type BillingCheckout,
  type BillingInvoice,
  type BillingPaymentMethod,
  type BillingSubscription,
} from './billing.ts';
import { createStripeClient, type StripeClientOptions } from './stripe-client.ts';

export type StripeBillingOptions = StripeClientOptions & { webhookSecret: string };

const customerKey = (user: { id: string; email: string; name?: string }) =>
  `customer-for-${createHash('sha256')
    .update(JSON.stringify([user.id, user.email, user.name ?? null]))
    .digest('hex')}`;

/** Our user's id on the Stripe customer, found again by a customer search. */
const USER_ID = 'userId';

/** Subscription states that never bill again. */
const ENDED = new Set<string>(['canceled', 'incomplete_expired']);

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function describe(error: unknown, action: string): BillingError {
  const stripeError = error as Partial<Stripe.errors.StripeError> | undefined;
  if (stripeError?.type === 'StripeConnectionError') return new BillingError(`${action}: Stripe is unreachable`, 0);
  if (stripeError?.type && stripeError.statusCode) {
    return new BillingError(`${action}: ${stripeError.message}`, stripeError.statusCode, stripeError.code);
  }
  return new BillingError(`${action}: ${error instanceof Error ? error.message : String(error)}`, 0);
}

async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw describe(error, action);
  }
}

// Since API version 2025-03-31 the current period is the subscription item's.
function toSubscription(subscription: Stripe.Subscription): BillingSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: item?.price.id ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    startDate: date(subscription.start_date),
    currentPeriodStart: date(item?.current_period_start),
    currentPeriodEnd: date(item?.current_period_end),
    trialEnd: date(subscription.trial_end),
    metadata: subscription.metadata,
  };
}

const toCheckout = (session: Stripe.Checkout.Session): BillingCheckout => ({
  id: session.id,
  mode: session.mode,
  customerId: idOf(session.customer),
  subscriptionId: idOf(session.subscription),
  userId: session.client_reference_id ?? session.metadata?.[USER_ID] ?? null,
});

const toPaymentMethod = (method: Stripe.PaymentMethod): BillingPaymentMethod | null =>
  method.card
    ? {
        id: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      }
    : null;

const toInvoice = (invoice: Stripe.Invoice): BillingInvoice => ({
  id: invoice.id,
  number: invoice.number,
  amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
  currency: invoice.currency,
  status: invoice.status ?? 'draft',
  created: new Date(invoice.created * 1000),
  hostedUrl: invoice.hosted_invoice_url ?? null,
  pdfUrl: invoice.invoice_pdf ?? null,
});

/** Billing through the official `stripe` client, against Stripe or its emulator (by baseUrl). */
export function createStripeBilling(options: StripeBillingOptions): Billing {
  const stripe = createStripeClient(options);

  return {
    customerFor: (user) =>
      call('Stripe customer', async () => {
        const found = await stripe.customers.search({
          query: `metadata['${USER_ID}']:'${user.id.replace(/['\\]/g, '\\$&')}'`,
          limit: 1,
        });
        const customer =
          found.data[0] ??
          (await stripe.customers.create(
            { email: user.email, name: user.name, metadata: { [USER_ID]: user.id } },
            // Two clicks at once make one customer (Stripe's search may not see a customer made a
            // moment ago). The key covers what is sent: Stripe refuses a key reused with other values.
            { idempotencyKey: customerKey(user) },
          ));
        return { id: customer.id, email: customer.email };
      }),

    createCheckout: (input) =>
      call('Stripe checkout', async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          subscription_data: input.metadata ? { metadata: input.metadata } : undefined,
          metadata: input.metadata,
        });
        if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
        return { id: session.id, url: session.url };
      }),

    createPortal: (input) =>
      call('Stripe billing portal', async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
          flow_data: input.cancelSubscriptionId
            ? { type: 'subscription_cancel', subscription_cancel: { subscription: input.cancelSubscriptionId } }
            : undefined,
        });
        return { url: session.url };
      }),

    price: (priceId) =>
      call('Stripe price', async () => {
        const price = await stripe.prices.retrieve(priceId);
        return {
          id: price.id,
          amount: price.unit_amount,
          currency: price.currency,
          interval: price.recurring?.interval ?? null,
        };
      }),

    cancelSubscription: (id) =>
      call('Stripe subscription cancel', async () => {
        try {
          await stripe.subscriptions.cancel(id);
        } catch (error) {
          const status = (error as Partial<Stripe.errors.StripeError>).statusCode;
          if (status === 404) return;
          // Stripe refuses to cancel a subscription that has ended: it is what was asked for.
          if (status === 400 && ENDED.has((await stripe.subscriptions.retrieve(id)).status)) return;
          throw error;
        }
      }),

    subscriptions: (customerId) =>
      call('Stripe subscriptions', async () => {
        const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 });
        return list.data.map(toSubscription);
      }),

    defaultPaymentMethod: (customerId) =>
      call('Stripe payment method', async () => {
        const customer = await stripe.customers.retrieve(customerId, {
          expand: ['invoice_settings.default_payment_method'],
        });
        if (customer.deleted) return null;
        const method = customer.invoice_settings.default_payment_method;
        if (method && typeof method !== 'string') return toPaymentMethod(method);
        // Checkout stores the card on the subscription it starts, not on the customer's settings.
        const running = await stripe.subscriptions.list({
          customer: customerId,
          limit: 3,
          expand: ['data.default_payment_method'],
        });
        const charged = running.data.map((subscription) => subscription.default_payment_method).find(Boolean);
        return charged && typeof charged !== 'string' ? toPaymentMethod(charged) : null;
      }),

    invoices: (customerId, limit = 5) =>
      call('Stripe invoices', async () => {
        const list = await stripe.invoices.list({ customer: customerId, limit });
        return list.data.map(toInvoice);
      }),

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid Stripe signature');
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        created: new Date(event.created * 1000),
        object: object as Record<string, unknown>,
        subscription: object.object === 'subscription' ? toSubscription(object as Stripe.Subscription) : null,
        checkout: object.object === 'checkout.session' ? toCheckout(object as Stripe.Checkout.Session) : null,
      };
    },
  };
}
