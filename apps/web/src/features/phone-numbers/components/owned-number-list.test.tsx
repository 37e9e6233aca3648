import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { OwnedNumberList } from './owned-number-list';

const number = (overrides: Record<string, unknown> = {}) => ({
  id: 'n1',
  phoneNumber: '+15125550100',
  friendlyName: '+1 (512) 555-0100',
  provider: 'telnyx',
  providerNumberId: '2293384261075731001',
  assignedAgentId: null,
  capabilities: ['voice'],
  status: 'active',
  syncError: null,
  purchasedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const agents = [
  { id: 'a1', agentName: 'Front Desk' },
  { id: 'a2', agentName: 'After Hours' },
];

describe('OwnedNumberList', { timeout: 20_000 }, () => {
  it('shows the empty text', async () => {
    mockApi({ 'GET /api/phone-numbers': () => json([]), 'GET /api/agents': () => json(agents) });
    renderPage(<OwnedNumberList />);
    expect(
      await screen.findByText("You don't have any phone numbers yet. Click above to add one!"),
    ).toBeInTheDocument();
  });

  it('says the session expired on 401', async () => {
    const expired = { error: { code: 'UNAUTHORIZED', message: 'Session not found.' } };
    mockApi({ 'GET /api/phone-numbers': () => json(expired, 401), 'GET /api/agents': () => json(agents) });
    renderPage(<OwnedNumberList />);
    expect(await screen.findByText('Session expired. Please log in.')).toBeInTheDocument();
  });

  it('shows a status other than active in brackets and disables Release without a provider id', async () => {
    mockApi({
      'GET /api/phone-numbers': () => json([number({ status: 'pending', providerNumberId: null })]),
      'GET /api/agents': () => json(agents),
    });
    renderPage(<OwnedNumberList />);
    expect(await screen.findByRole('heading', { name: '+1 (512) 555-0100 (pending)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Release +1 (512) 555-0100' })).toBeDisabled();
  });

  it('enables Save only on a change and restores the saved agent when saving fails', async () => {
    mockApi({
      'GET /api/phone-numbers': () => json([number({ assignedAgentId: 'a1' })]),
      'GET /api/agents': () => json(agents),
      'PATCH /api/phone-numbers/n1': () =>
        json({ error: { code: 'UPSTREAM_FAILED', message: 'The voice platform did not accept it.' } }, 502),
    });
    const user = userEvent.setup();
    renderPage(<OwnedNumberList />);
    const select = await screen.findByRole('combobox', { name: 'Assigned agent' });
    expect(select).toHaveDisplayValue('Front Desk');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(select, 'After Hours');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('The voice platform did not accept it.');
    expect(select).toHaveDisplayValue('Front Desk');
    expect(save).toBeDisabled();
  });

  it('shows a sync error with a Retry that reconnects the number', async () => {
    mockApi({
      'GET /api/phone-numbers': () => json([number({ syncError: 'The voice platform could not import this number.' })]),
      'GET /api/agents': () => json(agents),
      'POST /api/phone-numbers/n1/sync': () => json({ phoneNumber: number(), error: null }),
    });
    const user = userEvent.setup();
    renderPage(<OwnedNumberList />);
    const card = await screen.findByRole('listitem', { name: '+1 (512) 555-0100' });
    expect(within(card).getByText('The voice platform could not import this number.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The number is connected to the voice platform.')).toBeInTheDocument();
    expect(within(card).queryByText('Not connected to calls yet')).not.toBeInTheDocument();
  });
});
