import { findPrice } from './catalogue.ts';
import { newPaidInvoice } from './invoice-records.ts';
import { newCustomer, newPaymentMethod, type CheckoutSession, type Customer, type Subscription } from './records.ts';
import { newSubscription, newSubscriptionItem } from './subscription-records.ts';
import { StripeFailure, noSuch } from './stripe-errors.ts';
import { unixNow } from './stripe-ids.ts';
import type { StripeSandboxStore } from './stripe-state.ts';

/** What the hosted pages and the API change, each change announced by the events Stripe sends for it. */
export type Sandbox = { store: StripeSandboxStore; baseUrl: string };
export type CardInput = { number: string; expMonth: number; expYear: number; name: string | null };

/** Stripe's test cards: this one is declined, every other well-formed number is accepted. */
const DECLINED_CARD = '4000000000000002';

function checkCard(card: CardInput) {
  if (!/^\d{12,19}$/.test(card.number)) {
    throw new StripeFailure(402, 'Your card number is incorrect.', { type: 'card_error', code: 'incorrect_number' });
  }
  const now = new Date();
  const expired =
    card.expYear < now.getUTCFullYear() ||
    (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || expired) {
    throw new StripeFailure(402, "Your card's expiration date is incorrect.", {
      type: 'card_error',
      code: 'expired_card',
    });
  }
  if (card.number === DECLINED_CARD) {
    throw new StripeFailure(402, 'Your card was declined.', {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
  }
}

/** A new card becomes the customer's default for invoices. */
function attachCard({ store }: Sandbox, customer: Customer, card: CardInput) {
  checkCard(card);
  const method = store.put('paymentMethods', newPaymentMethod(card, customer.id, card.name));
  store.emit('payment_method.attached', method);
  const previous = { invoice_settings: { ...customer.invoice_settings } };
  customer.invoice_settings.default_payment_method = method.id;
  store.save();
  store.emit('customer.updated', customer, previous);
  return method;
}

/** "Pay and subscribe": the card, the subscription, its first invoice paid, the session complete. */
export function completeCheckout(sandbox: Sandbox, session: CheckoutSession, form: { email: string; card: CardInput }) {
  const { store } = sandbox;
  if (session.status !== 'open') throw new StripeFailure(400, `This Checkout Session is ${session.status}.`);
  const price = findPrice(session.line_price);
  if (!price) throw noSuch('price', session.line_price, 'line_items[0][price]');
  checkCard(form.card);
  let customer = session.customer ? store.get('customers', session.customer) : undefined;
  if (!customer) {
    customer = store.put('customers', newCustomer({ email: form.email || null, name: form.card.name, metadata: {} }));
    store.emit('customer.created', customer);
  }
  const method = attachCard(sandbox, customer, form.card);
  const subscription = store.put(
    'subscriptions',
    newSubscription({
      customer: customer.id,
      price,
      paymentMethod: method.id,
      metadata: session.subscription_metadata,
      trialDays: session.trial_period_days,
    }),
  );
  store.emit('customer.subscription.created', subscription);
  const invoice = issueInvoice(sandbox, subscription, customer, 'subscription_create');
  Object.assign(session, {
    status: 'complete',
    payment_status: invoice.amount_paid ? 'paid' : 'no_payment_required',
    customer: customer.id,
    customer_details: {
      address: null,
      email: customer.email,
      name: form.card.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    subscription: subscription.id,
    invoice: invoice.id,
    url: null,
  });
  store.save();
  store.emit('checkout.session.completed', session);
  return session;
}

function issueInvoice(
  { store, baseUrl }: Sandbox,
  subscription: Subscription,
  customer: Customer,
  billingReason: 'subscription_create' | 'subscription_update',
) {
  const price = subscription.items.data[0]!.price;
  const invoice = store.put(
    'invoices',
    newPaidInvoice({
      subscription,
      price,
      amount: subscription.status === 'trialing' ? 0 : price.unit_amount,
      number: store.nextInvoiceNumber(customer),
      customerEmail: customer.email,
      customerName: customer.name,
      billingReason,
      baseUrl,
    }),
  );
  subscription.latest_invoice = invoice.id;
  store.save();
  for (const type of ['invoice.created', 'invoice.finalized', 'invoice.paid', 'invoice.payment_succeeded']) {
    store.emit(type, invoice);
  }
  return invoice;
}

const assertLive = (subscription: Subscription) => {
  if (subscription.status === 'canceled') {
    throw new StripeFailure(400, 'A canceled subscription can only update its cancellation_details and metadata.', {
      param: 'id',
    });
  }
};

/** Another price on the subscription's one item; the period and its dates stay (no proration invoice). */
export function changePrice({ store }: Sandbox, subscription: Subscription, priceId: string, param = 'price') {
  assertLive(subscription);
  const price = findPrice(priceId);
  if (!price) throw noSuch('price', priceId, param);
  const item = subscription.items.data[0]!;
  if (item.price.id === price.id) return subscription;
  const previous = { items: structuredClone(subscription.items), plan: item.plan };
  const replaced = newSubscriptionItem(subscription.id, price, item.current_period_start, item.current_period_end);
  subscription.items.data[0] = { ...replaced, id: item.id, created: item.created };
  store.save();
  store.emit('customer.subscription.updated', subscription, previous);
  return subscription;
}

/** Cancel at the end of the period (the portal's default), or take that back. */
export function setCancelAtPeriodEnd({ store }: Sandbox, subscription: Subscription, cancel: boolean) {
  assertLive(subscription);
  if (subscription.cancel_at_period_end === cancel) return subscription;
  const previous = {
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: subscription.cancel_at,
    canceled_at: subscription.canceled_at,
    cancellation_details: subscription.cancellation_details,
  };
  Object.assign(subscription, {
    cancel_at_period_end: cancel,
    cancel_at: cancel ? subscription.items.data[0]!.current_period_end : null,
    canceled_at: cancel ? unixNow() : null,
    cancellation_details: { comment: null, feedback: null, reason: cancel ? 'cancellation_requested' : null },
  });
  store.save();
  store.emit('customer.subscription.updated', subscription, previous);
  return subscription;
}

/** Ends the subscription now (`DELETE /v1/subscriptions/:id`). */
export function cancelNow({ store }: Sandbox, subscription: Subscription) {
  assertLive(subscription);
  const now = unixNow();
  Object.assign(subscription, {
    status: 'canceled',
    canceled_at: subscription.canceled_at ?? now,
    ended_at: now,
    cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
  });
  store.save();
  store.emit('customer.subscription.deleted', subscription);
  return subscription;
}

/** "Update card" in the portal: the new card is the default of the customer and their subscriptions. */
export function updateCard(sandbox: Sandbox, customer: Customer, card: CardInput) {
  const method = attachCard(sandbox, customer, card);
  for (const subscription of sandbox.store.all('subscriptions')) {
    if (subscription.customer !== customer.id || subscription.status === 'canceled') continue;
    const previous = { default_payment_method: subscription.default_payment_method };
    subscription.default_payment_method = method.id;
    sandbox.store.save();
    sandbox.store.emit('customer.subscription.updated', subscription, previous);
  }
  return method;
}
