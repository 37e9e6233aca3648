import { buildSubscriptionView, type SubscriptionSource } from '@portal/shared/subscription';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { SubscriptionDetailPage } from './subscription-detail-page';

const period = { start: new Date('2030-06-01T00:00:00.000Z'), end: new Date('2030-07-01T00:00:00.000Z') };

const viewOf = (overrides: Partial<SubscriptionSource> = {}) =>
  buildSubscriptionView({
    plan: 'Free',
    subscriptionStatus: 'active',
    subscriptionId: null,
    startedAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    period,
    callSeconds: 0,
    callCount: 3,
    textCount: 0,
    phoneNumbers: [],
    billing: { paymentMethod: null, invoices: [] },
    ...overrides,
  });

const pro = {
  plan: 'Pro Plan',
  subscriptionId: 'sub_1',
  startedAt: new Date('2030-05-05T12:00:00.000Z'),
  currentPeriodEnd: new Date('2030-06-05T12:00:00.000Z'),
  billing: {
    paymentMethod: { brand: 'Visa', last4: '4242' },
    invoices: [],
    price: { amountCents: 2900, currency: 'usd', interval: 'month' },
  },
} satisfies Partial<SubscriptionSource>;

async function open(view: ReturnType<typeof viewOf>) {
  mockApi({
    'GET /api/subscription/detail': () => json(view),
    'GET /api/billing/plans': () => json({ plans: [] }),
  });
  renderPage(<SubscriptionDetailPage />, { path: '/subscription-detail' });
  return screen.findByRole('region', { name: 'Current Plan Details' });
}

/** The value the summary strip gives for a label. */
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('SubscriptionDetailPage', () => {
  it('on Free, says nothing is "N/A" and makes Upgrade Plan the one primary action', async () => {
    const plan = await open(viewOf());
    expect(document.body).not.toHaveTextContent('N/A');
    expect(stat('Plan')).toHaveTextContent('Free');
    expect(stat('Next Billing')).toHaveTextContent('Not billed');
    // Rows that do not apply to Free are left out.
    expect(plan).not.toHaveTextContent('Subscription Started');
    expect(plan).not.toHaveTextContent('Next Renewal');
    expect(within(plan).getByLabelText('Active')).toBeInTheDocument();
    expect(plan).toHaveTextContent('Paid plans include up to 1,500 minutes · 600 calls · 5 phone numbers');
    expect(screen.getByRole('region', { name: 'Billing' })).not.toHaveTextContent('Next Billing Date');

    const upgrade = within(plan).getByRole('button', { name: 'Upgrade Plan' });
    const manage = screen.getByRole('button', { name: 'Manage Billing' });
    expect(upgrade).toHaveAttribute('data-variant', 'filled');
    expect(manage).toHaveAttribute('data-variant', 'default');
    expect(within(plan).queryByRole('button', { name: 'Cancel Plan' })).not.toBeInTheDocument();

    await userEvent.click(upgrade);
    expect(await screen.findByRole('dialog', { name: 'Choose a plan' })).toBeInTheDocument();
  });

  it('on Free with no card and no invoices, says so in two short facts, with the billing button', async () => {
    await open(viewOf());
    const billing = screen.getByRole('region', { name: 'Billing' });
    expect(billing).toHaveTextContent('Payment Method:No payment method on file');
    expect(billing).toHaveTextContent('Recent Invoices:No invoice history found.');
    expect(within(billing).getByRole('button', { name: 'Manage Billing & Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
  });

  it('on a paid plan, gives each date once: the renewal in the strip, the start and price in the plan', async () => {
    const plan = await open(viewOf(pro));
    expect(stat('Next Billing')).toHaveTextContent(/June [45], 2030/);
    expect(plan).toHaveTextContent(/Subscription Started:May [45], 2030/);
    expect(plan).toHaveTextContent('Amount:$29.00 / month');
    expect(plan).not.toHaveTextContent(/June [45], 2030/);
    expect(screen.getByRole('region', { name: 'Billing' })).not.toHaveTextContent(/June [45], 2030/);
    expect(screen.getByRole('region', { name: 'Billing' })).toHaveTextContent('Payment Method:Visa ending in 4242');
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toHaveAttribute('data-variant', 'filled');
    expect(within(plan).getByRole('button', { name: 'Upgrade Plan' })).not.toHaveAttribute('data-variant', 'filled');
    expect(within(plan).getByRole('button', { name: 'Cancel Plan' })).toBeInTheDocument();
  });

  it('warns (orange) only when minutes or calls near their allowance, not for the plan’s one number in use', async () => {
    await open(
      viewOf({
        callSeconds: 46 * 60,
        callCount: 3,
        textCount: 0,
        phoneNumbers: [{ id: 'n1', phoneNumber: '+15125550100', createdAt: '2030-06-01T00:00:00.000Z' }],
      }),
    );
    const usage = screen.getByRole('region', { name: 'Usage This Period' });
    const colourOf = (label: string) =>
      within(usage).getByRole('progressbar', { name: label }).style.getPropertyValue('--progress-section-color');
    expect(within(usage).getByText('46 / 50')).toBeInTheDocument();
    expect(colourOf('Voice Minutes')).toContain('orange');
    expect(colourOf('Calls Handled')).toContain('blue');
    expect(within(usage).getByText('1 / 1')).toBeInTheDocument();
    expect(colourOf('Phone Numbers')).toContain('blue');
  });

  it('shows the texts sent against the plan’s allowance last, warning near it, and says when over that they go on', async () => {
    await open(viewOf({ textCount: 44 }));
    const usage = screen.getByRole('region', { name: 'Usage This Period' });
    const bars = within(usage).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Voice Minutes',
      'Calls Handled',
      'Phone Numbers',
      'Texts Sent',
    ]);
    const colourOf = () =>
      screen.getByRole('progressbar', { name: 'Texts Sent' }).style.getPropertyValue('--progress-section-color');
    expect(usage).toHaveTextContent('Texts Sent44 / 50');
    expect(screen.getByRole('progressbar', { name: 'Texts Sent' })).toHaveAttribute('aria-valuenow', '88');
    expect(colourOf()).toContain('blue');
    cleanup();

    await open(viewOf({ textCount: 45 }));
    expect(colourOf()).toContain('orange');
    cleanup();

    // A full allowance is not an error; texts beyond it are still sent, and the bar says so.
    await open(viewOf({ textCount: 50 }));
    expect(colourOf()).toContain('orange');
    expect(screen.getByRole('region', { name: 'Usage This Period' })).not.toHaveTextContent('Over your plan');
    cleanup();

    await open(viewOf({ textCount: 53 }));
    expect(colourOf()).toContain('red');
    expect(
      screen.getByText(
        'Over your plan by 3 texts. Your agents keep sending the texts you switched on; upgrade for a larger allowance.',
      ),
    ).toBeInTheDocument();
  });

  it('has one billing button that stands out: the header’s, with the invoices’ own quiet', async () => {
    await open(viewOf(pro));
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toHaveAttribute('data-variant', 'filled');
    const billing = screen.getByRole('region', { name: 'Billing' });
    expect(within(billing).getByRole('button', { name: 'Manage Billing & Invoices' })).toHaveAttribute(
      'data-variant',
      'subtle',
    );
  });

  it('a cancelled plan says when it ends, and that nothing more will be billed', async () => {
    const plan = await open(viewOf({ ...pro, cancelAtPeriodEnd: true }));
    expect(stat('Next Billing')).toHaveTextContent('None scheduled');
    expect(plan).toHaveTextContent(/Plan Ends:June [45], 2030/);
    expect(plan).toHaveTextContent('Cancelled, will not renew');
    expect(within(plan).queryByRole('button', { name: 'Cancel Plan' })).not.toBeInTheDocument();
  });
});
