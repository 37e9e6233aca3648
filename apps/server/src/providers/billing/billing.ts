/**
 * Charging for plans, as our services see it. Types are ours; the Stripe client maps them to the
 * vendor's objects (docs/vendors.md#stripe).
 */

export type BillingCustomer = { id: string; email: string | null };

export type BillingSubscription = {
  id: string;
  customerId: string;
  /** active, trialing, past_due, canceled, incomplete, unpaid, paused… as Stripe names them. */
  status: string;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  /** When the subscription began (Stripe's start_date). */
  startDate: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  metadata: Record<string, string>;
};

export type BillingPaymentMethod = { id: string; brand: string; last4: string; expMonth: number; expYear: number };

export type BillingInvoice = {
  id: string;
  number: string | null;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  /** draft, open, paid, uncollectible, void */
  status: string;
  created: Date;
  hostedUrl: string | null;
  pdfUrl: string | null;
};

/** A recurring price: what a plan costs each interval. */
export type BillingPrice = {
  id: string;
  /** In the currency's smallest unit (cents); null for a price Stripe computes otherwise. */
  amount: number | null;
  currency: string;
  /** month, year… or null for a one-off price. */
  interval: string | null;
};

/** A completed Checkout Session, as a webhook carries it. */
export type BillingCheckout = {
  id: string;
  mode: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** client_reference_id, or the session's metadata userId (set by createCheckout's metadata). */
  userId: string | null;
};

/**
 * A verified webhook event: its id (for processing once), type, time and the object it carries,
 * mapped to our types when it is a subscription or a Checkout Session.
 */
export type BillingEvent = {
  id: string;
  type: string;
  created: Date;
  object: Record<string, unknown>;
  subscription: BillingSubscription | null;
  checkout: BillingCheckout | null;
};

export type CheckoutInput = {
  customerId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  /** Copied onto the subscription, so its webhooks name our user. */
  metadata?: Record<string, string>;
};

/**
 * A failure of the billing provider: `status` is its HTTP status (0 = unreachable); `code` is
 * Stripe's error code when it gave one.
 */
export class BillingError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Thrown by parseWebhook for a payload whose signature does not verify. */
export class WebhookSignatureError extends Error {}

export type Billing = {
  /** The customer whose metadata names this user, created when there is none. */
  customerFor(user: { id: string; email: string; name?: string }): Promise<BillingCustomer>;
  /** A Checkout Session for a monthly subscription; the browser is sent to the returned URL. */
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** The customer portal; `cancelSubscriptionId` opens it on the cancel flow of that subscription. */
  createPortal(input: {
    customerId: string;
    returnUrl: string;
    cancelSubscriptionId?: string;
  }): Promise<{ url: string }>;
  /** A price by id (prices cannot change their amount in Stripe, so it may be kept). */
  price(priceId: string): Promise<BillingPrice>;
  /**
   * Ends the subscription now (no refund for the rest of the period, Stripe's default). One that
   * has ended already, or that Stripe no longer knows, counts as cancelled: closing an account
   * may ask again after a lost answer.
   */
  cancelSubscription(id: string): Promise<void>;
  /** The customer's subscriptions, newest first, ended ones included. */
  subscriptions(customerId: string): Promise<BillingSubscription[]>;
  /** The card invoices are charged to, or null. */
  defaultPaymentMethod(customerId: string): Promise<BillingPaymentMethod | null>;
  /** The last `limit` invoices (5 unless told), newest first. */
  invoices(customerId: string, limit?: number): Promise<BillingInvoice[]>;
  /** Verifies the Stripe-Signature header of a raw body; throws WebhookSignatureError when it does not. */
  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent;
};
