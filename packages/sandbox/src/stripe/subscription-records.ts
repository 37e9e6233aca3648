import type { SandboxPrice } from './catalogue.ts';
import type { Metadata, Subscription, SubscriptionItem } from './records.ts';
import { oneMonthLater, stripeId, unixNow } from './stripe-ids.ts';

export function newSubscriptionItem(subscription: string, price: SandboxPrice, start: number, end: number) {
  return {
    id: stripeId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: start,
    current_period_end: end,
    current_period_start: start,
    discounts: [],
    metadata: {},
    plan: {
      id: price.id,
      object: 'plan',
      active: true,
      amount: price.unit_amount,
      amount_decimal: price.unit_amount_decimal,
      billing_scheme: 'per_unit',
      created: price.created,
      currency: price.currency,
      interval: 'month',
      interval_count: 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: price.nickname,
      product: price.product,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    price,
    quantity: 1,
    subscription,
    tax_rates: [],
  } satisfies SubscriptionItem;
}

export function newSubscription(input: {
  customer: string;
  price: SandboxPrice;
  paymentMethod: string;
  metadata: Metadata;
  trialDays: number | null;
}): Subscription {
  const id = stripeId('sub');
  const start = unixNow();
  const trialEnd = input.trialDays ? start + input.trialDays * 86_400 : null;
  const end = trialEnd ?? oneMonthLater(start);
  return {
    id,
    object: 'subscription',
    application: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    // Stripe's default anchor: the trial's end, else the creation; later periods align with it.
    billing_cycle_anchor: trialEnd ?? start,
    billing_mode: { type: 'flexible' },
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: input.price.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: input.paymentMethod,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [newSubscriptionItem(id, input.price, start, end)],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    pause_collection: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: start,
    status: trialEnd ? 'trialing' : 'active',
    test_clock: null,
    trial_end: trialEnd,
    trial_start: trialEnd ? start : null,
  };
}
