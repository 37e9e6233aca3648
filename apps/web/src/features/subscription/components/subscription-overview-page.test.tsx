import { buildSubscriptionView } from '@portal/shared/subscription';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { sendBrowserTo } from '../hooks/use-billing-actions';
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
    textCount: 0,
    phoneNumbers: [],
    billing,
  });

const paid = (plan: string) =>
  viewOf(plan, { paymentMethod: null, invoices: [], price: { amountCents: 2900, currency: 'usd', interval: 'month' } });

const card = () => screen.findByRole('region', { name: 'Current Plan' });

afterEach(() => vi.restoreAllMocks());

describe('SubscriptionOverviewPage', () => {
  it('shows the plan, its price and when it renews, leading to the details', async () => {
    mockApi({ 'GET /api/subscription/detail': () => json(paid('Pro Plan')) });
    renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    const region = await card();
    expect(region).toHaveTextContent('Current Plan:Pro Plan');
    expect(region).toHaveTextContent('Includes 500 minutes · 200 calls · 3 phone numbers');
    expect(region).toHaveTextContent('Status:Pro Plan');
    expect(region).toHaveTextContent('Amount:$29.00 / month');
    expect(region).toHaveTextContent(/Renewal Date:June [45], 2030/);
    expect(region).not.toHaveTextContent('View Details');
    const details = within(region).getByRole('link', { name: 'Click for usage, history & billing management' });
    expect(details).toHaveAttribute('href', '/subscription-detail');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the status as a badge coloured as the plan stands, and this period’s usage in small bars', async () => {
    mockApi({ 'GET /api/subscription/detail': () => json(paid('Pro Plan')) });
    renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    const region = await card();
    const status = within(region).getByText('Pro Plan · Active');
    expect(status.closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-color': 'var(--mantine-color-green-light-color)',
    });
    const usage = within(region).getByRole('region', { name: 'Usage This Period' });
    expect(within(usage).getByRole('progressbar', { name: 'Voice Minutes' })).toHaveAttribute('aria-valuenow', '0');
    expect(usage).toHaveTextContent('Voice Minutes0 / 500');
    expect(usage).toHaveTextContent('Calls Handled0 / 200');
    expect(usage).toHaveTextContent('Phone Numbers0 / 3');
    expect(usage).toHaveTextContent(/Phone Numbers0 \/ 3Texts Sent0 \/ 500$/);
  });

  it('puts the link’s arrow at the end of its row, apart from the words, so it never wraps alone', async () => {
    mockApi({ 'GET /api/subscription/detail': () => json(paid('Pro Plan')) });
    renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    const link = within(await card()).getByRole('link', { name: 'Click for usage, history & billing management' });
    // The words are one box of the row and the arrow the next: the words wrap inside their own box.
    const arrow = link.lastElementChild!;
    expect(arrow.tagName.toLowerCase()).toBe('svg');
    expect(arrow.previousElementSibling).toHaveTextContent(/^Click for usage, history & billing management$/);
  });

  it('on Free, offers Upgrade Plan, which opens the plan picker rather than the details', async () => {
    mockApi({
      'GET /api/subscription/detail': () => json(viewOf('Free', { paymentMethod: null, invoices: [] })),
      'GET /api/billing/plans': () => json({ plans: [] }),
    });
    const { router } = renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    const region = await card();
    expect(region).toHaveTextContent('Amount:$0.00 / month');
    expect(region).toHaveTextContent('Renewal Date:July 1, 2030Not billed; your allowance restarts');
    expect(region).toHaveTextContent('Includes 50 minutes · 20 calls · 1 phone number');
    await userEvent.click(within(region).getByRole('button', { name: 'Upgrade Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/subscription');
  });

  it('on a paid plan below the top one, Upgrade Plan opens the billing portal', async () => {
    const assign = vi.spyOn(sendBrowserTo, 'assign').mockImplementation(() => undefined);
    mockApi({
      'GET /api/subscription/detail': () => json(paid('Pro Plan')),
      'POST /api/billing/portal': () => json({ url: 'https://billing.example/portal' }),
    });
    renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    await userEvent.click(within(await card()).getByRole('button', { name: 'Upgrade Plan' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/portal'));
  });

  it('on the top plan, offers no upgrade', async () => {
    mockApi({ 'GET /api/subscription/detail': () => json(paid('Premium Plan')) });
    renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    expect(await card()).toHaveTextContent('Current Plan:Premium Plan');
    expect(screen.queryByRole('button', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  it('shows a dash, and why, for a price Stripe could not give', async () => {
    mockApi({ 'GET /api/subscription/detail': () => json(viewOf('Pro Plan', null)) });
    renderPage(<SubscriptionOverviewPage />, { path: '/subscription' });
    const region = await card();
    expect(region).toHaveTextContent('Amount:—The price could not be loaded from Stripe just now.');
    // The dash is not read out; the reason is.
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
  });
});
