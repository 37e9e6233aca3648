import type { SandboxPrice } from './catalogue.ts';
import type { Invoice, Subscription } from './records.ts';
import { stripeId, unixNow } from './stripe-ids.ts';

/** A paid subscription invoice, as Stripe makes on each period (subscription in `parent`, since 2025-03-31). */
export function newPaidInvoice(input: {
  subscription: Subscription;
  price: SandboxPrice;
  amount: number;
  number: string;
  customerEmail: string | null;
  customerName: string | null;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  baseUrl: string;
}): Invoice {
  const id = stripeId('in');
  const now = unixNow();
  const item = input.subscription.items.data[0]!;
  const { current_period_start: start, current_period_end: end } = item;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'AI Voice Agent Platform (sandbox)',
    amount_due: input.amount,
    amount_overpaid: 0,
    amount_paid: input.amount,
    amount_remaining: 0,
    amount_shipping: 0,
    attempt_count: input.amount > 0 ? 1 : 0,
    attempted: true,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: input.price.currency,
    customer: input.subscription.customer,
    customer_email: input.customerEmail,
    customer_name: input.customerName,
    default_payment_method: null,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    hosted_invoice_url: `${input.baseUrl}/i/${id}`,
    invoice_pdf: `${input.baseUrl}/invoice/${id}/pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    lines: {
      object: 'list',
      data: [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount: input.amount,
          currency: input.price.currency,
          description: `1 × ${input.price.nickname} (at ${(input.price.unit_amount / 100).toFixed(2)} / month)`,
          discountable: true,
          discounts: [],
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: input.subscription.id,
              subscription_item: item.id,
            },
          },
          period: { end, start },
          pricing: {
            type: 'price_details',
            price_details: { price: input.price.id, product: input.price.product },
            unit_amount_decimal: input.price.unit_amount_decimal,
          },
          quantity: 1,
          taxes: [],
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: input.number,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: input.subscription.metadata, subscription: input.subscription.id },
    },
    period_end: start,
    period_start: start,
    receipt_number: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'paid',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: now, voided_at: null },
    subtotal: input.amount,
    subtotal_excluding_tax: input.amount,
    test_clock: null,
    total: input.amount,
    total_discount_amounts: [],
    total_excluding_tax: input.amount,
    total_taxes: [],
    webhooks_delivered_at: now,
    subscription_id: input.subscription.id,
  };
}
