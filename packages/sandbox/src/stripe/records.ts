import type { SandboxPrice } from './catalogue.ts';
import { stripeId, unixNow } from './stripe-ids.ts';

// Objects are kept as Stripe returns them (API version in stripe-version.ts); these types name
// the fields the emulator reads or changes, the rest travel along unread.
type Wire = { [key: string]: unknown };
export type Metadata = Record<string, string>;

export type Customer = Wire & {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  created: number;
  invoice_settings: { default_payment_method: string | null } & Wire;
};

export type PaymentMethod = Wire & {
  id: string;
  object: 'payment_method';
  customer: string | null;
  created: number;
  card: { brand: string; last4: string; exp_month: number; exp_year: number } & Wire;
};

export type SubscriptionItem = Wire & {
  id: string;
  price: SandboxPrice;
  current_period_start: number;
  current_period_end: number;
};

export type Subscription = Wire & {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'trialing' | 'canceled' | 'past_due' | 'incomplete';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  default_payment_method: string | null;
  latest_invoice: string | null;
  metadata: Metadata;
  trial_end: number | null;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string; total_count: number };
};

export type Invoice = Wire & {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  created: number;
  subscription_id: string | null;
};

export type CheckoutSession = Wire & {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  customer: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string | null;
  created: number;
  subscription: string | null;
  invoice: string | null;
  metadata: Metadata;
  /** Not on the wire: what the session buys and what its subscription gets. */
  line_price: string;
  subscription_metadata: Metadata;
  trial_period_days: number | null;
};

export type PortalSession = Wire & {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  created: number;
  flow: (Wire & { type: string; subscription_cancel: { subscription: string } | null }) | null;
};

export type StripeEvent = Wire & {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Wire; previous_attributes?: Wire };
};

/** Fields of our own kept beside an object, never sent. */
const PRIVATE_FIELDS = ['line_price', 'subscription_metadata', 'trial_period_days', 'subscription_id'];

export function toWire<T extends Wire>(object: T): Wire {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !PRIVATE_FIELDS.includes(key)));
}

export const newCustomer = (fields: { email: string | null; name: string | null; metadata: Metadata }): Customer => ({
  id: stripeId('cus', 14),
  object: 'customer',
  address: null,
  balance: 0,
  created: unixNow(),
  currency: null,
  default_source: null,
  delinquent: false,
  description: null,
  discount: null,
  email: fields.email,
  invoice_prefix: stripeId('', 8).slice(1).toUpperCase(),
  invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
  livemode: false,
  metadata: fields.metadata,
  name: fields.name,
  next_invoice_sequence: 1,
  phone: null,
  preferred_locales: [],
  shipping: null,
  tax_exempt: 'none',
  test_clock: null,
});

export function cardBrand(number: string) {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

export const newPaymentMethod = (
  card: { number: string; expMonth: number; expYear: number },
  customer: string,
  name: string | null,
): PaymentMethod => ({
  id: stripeId('pm'),
  object: 'payment_method',
  allow_redisplay: 'always',
  billing_details: { address: null, email: null, name, phone: null, tax_id: null },
  card: {
    brand: cardBrand(card.number),
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: 'US',
    display_brand: cardBrand(card.number),
    exp_month: card.expMonth,
    exp_year: card.expYear,
    fingerprint: stripeId('', 16).slice(1),
    funding: 'credit',
    last4: card.number.slice(-4),
    networks: { available: [cardBrand(card.number)], preferred: null },
    wallet: null,
  },
  created: unixNow(),
  customer,
  livemode: false,
  metadata: {},
  type: 'card',
});

export const newPortalSession = (
  customer: string,
  returnUrl: string | null,
  cancelSubscription: string | null,
  baseUrl: string,
): PortalSession => {
  const id = stripeId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_sandbox_default',
    created: unixNow(),
    customer,
    flow: cancelSubscription
      ? {
          type: 'subscription_cancel',
          after_completion: { type: 'portal_homepage', hosted_confirmation: null, redirect: null },
          subscription_cancel: { subscription: cancelSubscription },
        }
      : null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: `${baseUrl}/p/session/${id}`,
  };
};
