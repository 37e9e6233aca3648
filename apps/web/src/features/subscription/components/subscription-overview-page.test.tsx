import { buildSubscriptionView } from '@portal/shared/subscription';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { SubscriptionOverviewPage } from './subscription-overview-page';

const viewOf = (plan: string, billing: Parameters<typeof buildSubscriptionView>[0]['billing']) =>
  buildSubscriptionView({
    plan,
    subscriptionStatus: 'active',
    subscriptionId: plan === 'Free' ? null : 'sub_1',
    startedAt: null,
    currentPeriodEnd: plan === 'Free' ? null : new Date('2030-06-05T12:00:00.000Z'),
    cancelAtPeriodEnd: false,
    trialEnd: null,
    period: { start: new Date('2030-06-01T00:00:00.000Z'), end: new Date('2030-07-01T00:00:00.000Z') },
    callSeconds: 0,
    callCount: 0,
    phoneNumbers: [],
    billing,
  });

const card = () => screen.findByRole('link', { name: /Current Plan/ });

describe('SubscriptionOverviewPage', () => {
  it('shows the plan, its price and when it renews, leading to the details', async () => {
    mockApi({
      'GET /api/subscription/detail': () =>
        json(
          viewOf('Pro Plan', {
            paymentMethod: null,
            invoices: [],
            price: { amountCents: 2900, currency: 'usd', interval: 'month' },
          }),
        ),
    });
    renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    const link = await card();
    expect(link).toHaveAttribute('href', '/subscription-detail');
    expect(link).toHaveTextContent('Current Plan:Pro Plan');
    expect(link).toHaveTextContent('Status:Pro Plan');
    expect(link).toHaveTextContent('Amount:$29.00 / month');
    expect(link).toHaveTextContent(/Renewal Date:June [45], 2030/);
    expect(link).not.toHaveTextContent('View Details');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows Free and the day its allowance starts again', async () => {
    mockApi({ 'GET /api/subscription/detail': () => json(viewOf('Free', { paymentMethod: null, invoices: [] })) });
    renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    const link = await card();
    expect(link).toHaveTextContent('Amount:Free');
    expect(link).toHaveTextContent('Renewal Date:Not billed; the allowance restarts July 1, 2030');
  });

  it('shows a dash, and why, for a price Stripe could not give', async () => {
    mockApi({ 'GET /api/subscription/detail': () => json(viewOf('Pro Plan', null)) });
    renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    const link = await card();
    expect(link).toHaveTextContent('Amount:—The price could not be loaded from Stripe just now.');
    // The dash is not read out; the reason is.
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(link).toHaveAccessibleName(expect.stringContaining('Amount: The price could not be loaded from Stripe'));
  });
});
