import type { AccountDetail } from '@portal/shared/account';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { AccountOverviewPage } from './account-overview-page';

const summary = (fullName: string | null, plan = 'Free') => ({ fullName, email: 'maria@example.com', plan });

const detail = (counts: Pick<AccountDetail, 'agents' | 'phoneNumbers'>): AccountDetail => ({
  email: 'maria@example.com',
  profile: null,
  ...counts,
});

const agents = { activeCount: 2, items: [] };

describe('AccountOverviewPage', () => {
  it("shows the owner's name, e-mail and plan in one card leading to the details, without a banner", async () => {
    mockApi({
      'GET /api/account/summary': () => json(summary('Maria Lopez')),
      'GET /api/account/profile': () => json(detail({ agents, phoneNumbers: { count: 1 } })),
    });
    const { container } = renderPage(<AccountOverviewPage />, { path: '/account' });
    const card = await screen.findByRole('link', { name: /Client Name/ });
    expect(card).toHaveAttribute('href', '/account-detail');
    expect(card).toHaveTextContent('Client Name:Maria Lopez');
    expect(card).toHaveTextContent('Email:maria@example.com');
    expect(card).toHaveTextContent('Client Status:Free');
    // The plan reads as a status, a pill of its own (grey on Free), not another line of text.
    expect(within(card).getByText('Free')).toHaveAttribute('data-free', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('marks a paid plan as not Free', async () => {
    mockApi({
      'GET /api/account/summary': () => json(summary('Maria Lopez', 'Pro Plan')),
      'GET /api/account/profile': () => json(detail({ agents, phoneNumbers: { count: 1 } })),
    });
    renderPage(<AccountOverviewPage />, { path: '/account' });
    const card = await screen.findByRole('link', { name: /Client Name/ });
    expect(within(card).getByText('Pro Plan')).not.toHaveAttribute('data-free');
  });

  it('leads to where each part of the account is managed, with the agents and numbers counted', async () => {
    mockApi({
      'GET /api/account/summary': () => json(summary('Maria Lopez')),
      'GET /api/account/profile': () => json(detail({ agents, phoneNumbers: { count: 1 } })),
    });
    renderPage(<AccountOverviewPage />, { path: '/account' });
    const manage = await screen.findByRole('navigation', { name: 'Manage your account' });
    const link = (name: string) => within(manage).getByRole('link', { name: new RegExp(`^${name}`) });
    expect(link('Notifications')).toHaveAttribute('href', '/account-detail#notifications');
    expect(link('Subscription')).toHaveAttribute('href', '/subscription');
    expect(link('Agents')).toHaveAttribute('href', '/agents');
    expect(await within(manage).findByText('2 Active')).toBeInTheDocument();
    expect(link('Phone Numbers')).toHaveAttribute('href', '/phone-numbers');
    expect(within(link('Phone Numbers')).getByText('1 Linked')).toBeInTheDocument();
    expect(link('Integrations')).toHaveAttribute('href', '/account/integrations');
  });

  it('leaves out a count that could not be read, rather than guess it', async () => {
    mockApi({
      'GET /api/account/summary': () => json(summary('Maria Lopez')),
      'GET /api/account/profile': () => json(detail({ agents: null, phoneNumbers: { count: 0 } })),
    });
    renderPage(<AccountOverviewPage />, { path: '/account' });
    const manage = await screen.findByRole('navigation', { name: 'Manage your account' });
    expect(await within(manage).findByText('0 Linked')).toBeInTheDocument();
    expect(within(manage).getByRole('link', { name: /^Agents/ })).not.toHaveTextContent('Active');
  });

  it('shows N/A for an owner without a name', async () => {
    mockApi({
      'GET /api/account/summary': () => json(summary(null)),
      'GET /api/account/profile': () => json(detail({ agents, phoneNumbers: { count: 1 } })),
    });
    renderPage(<AccountOverviewPage />, { path: '/account' });
    expect(await screen.findByRole('link', { name: /Client Name/ })).toHaveTextContent('Client Name:N/A');
  });
});
