import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { AccountOverviewPage } from './account-overview-page';

const summary = (fullName: string | null) => ({ fullName, email: 'maria@example.com', plan: 'Free' });

describe('AccountOverviewPage', () => {
  it("shows the owner's name, e-mail and plan in one card leading to the details, without a banner", async () => {
    mockApi({ 'GET /api/account/summary': () => json(summary('Maria Lopez')) });
    const { container } = renderPage(<AccountOverviewPage />, { path: '/account' });
    const card = await screen.findByRole('link', { name: /Client Name/ });
    expect(card).toHaveAttribute('href', '/account-detail');
    expect(card).toHaveTextContent('Client Name:Maria Lopez');
    expect(card).toHaveTextContent('Email:maria@example.com');
    expect(card).toHaveTextContent('Client Status:Free');
    // The plan reads as a status: a badge, not another line of text.
    expect(screen.getByText('Free').closest('.mantine-Badge-root')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows N/A for an owner without a name', async () => {
    mockApi({ 'GET /api/account/summary': () => json(summary(null)) });
    renderPage(<AccountOverviewPage />, { path: '/account' });
    expect(await screen.findByRole('link', { name: /Client Name/ })).toHaveTextContent('Client Name:N/A');
  });
});
