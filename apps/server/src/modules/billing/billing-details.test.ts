import { describe, expect, it, vi } from 'vitest';
import {
  BillingError,
  type Billing,
  type BillingInvoice,
  type BillingSubscription,
} from '../../providers/billing/billing.ts';
import type { BillingDeps } from './billing.types.ts';
import { billingDetails } from './billing.service.ts';

const invoice = (id: string, status: string): BillingInvoice => ({
  id,
  number: null,
  amount: 2900,
  currency: 'usd',
  status,
  created: new Date('2026-11-01T10:00:00Z'),
  hostedUrl: null,
  pdfUrl: `https://pay.stripe.test/${id}.pdf`,
});

const subscription = (id: string, status: string, priceId: string | null): BillingSubscription => ({
  id,
  customerId: 'cus_1',
  status,
  priceId,
  cancelAtPeriodEnd: false,
  startDate: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  trialEnd: null,
  metadata: {},
});

function depsWith(billing: Partial<Billing>) {
  const logger = { error: vi.fn() };
  const deps = { billing: billing as Billing, logger } as unknown as BillingDeps;
  return { deps, logger };
}

describe('the card and invoices on the subscription page', () => {
  it('asks Stripe nothing for a user who never had a customer', async () => {
    const defaultPaymentMethod = vi.fn();
    const { deps } = depsWith({ defaultPaymentMethod });
    expect(await billingDetails(deps, null)).toEqual({ paymentMethod: null, invoices: [], price: null });
    expect(defaultPaymentMethod).not.toHaveBeenCalled();
  });

  it('names the card brand as people say it and leaves out draft invoices', async () => {
    const { deps } = depsWith({
      defaultPaymentMethod: async () => ({ id: 'pm_1', brand: 'amex', last4: '0005', expMonth: 1, expYear: 2030 }),
      invoices: async () => [invoice('in_draft', 'draft'), invoice('in_open', 'open'), invoice('in_paid', 'paid')],
      subscriptions: async () => [],
    });
    expect(await billingDetails(deps, 'cus_1')).toEqual({
      paymentMethod: { brand: 'American Express', last4: '0005' },
      invoices: [
        expect.objectContaining({ id: 'in_open', status: 'open', date: '2026-11-01T10:00:00.000Z' }),
        expect.objectContaining({ id: 'in_paid', amountCents: 2900, pdfUrl: 'https://pay.stripe.test/in_paid.pdf' }),
      ],
      price: null,
    });
  });

  it('gives the price of the newest subscription that gives a plan, as Stripe prices it', async () => {
    const price = vi.fn(async (id: string) => ({ id, amount: 4900, currency: 'usd', interval: 'month' }));
    const { deps } = depsWith({
      defaultPaymentMethod: async () => null,
      invoices: async () => [],
      subscriptions: async () => [
        subscription('sub_3', 'canceled', 'price_details_old'),
        subscription('sub_2', 'past_due', 'price_details_running'),
        subscription('sub_1', 'active', 'price_details_older'),
      ],
      price,
    });
    expect((await billingDetails(deps, 'cus_1'))?.price).toEqual({
      amountCents: 4900,
      currency: 'usd',
      interval: 'month',
    });
    expect(price).toHaveBeenCalledWith('price_details_running');
  });

  it('is unknown, not empty, when Stripe cannot be reached, and the failure is logged', async () => {
    const { deps, logger } = depsWith({
      defaultPaymentMethod: async () => null,
      invoices: async () => {
        throw new BillingError('Stripe invoices: Stripe is unreachable', 0);
      },
      subscriptions: async () => [],
    });
    expect(await billingDetails(deps, 'cus_1')).toBeNull();
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('lets a programming error through instead of hiding it', async () => {
    const { deps } = depsWith({
      defaultPaymentMethod: async () => {
        throw new TypeError('bug');
      },
      invoices: async () => [],
      subscriptions: async () => [],
    });
    await expect(billingDetails(deps, 'cus_1')).rejects.toThrow('bug');
  });
});
