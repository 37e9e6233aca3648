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
    const release = screen.getByRole('button', { name: 'Release +1 (512) 555-0100' });
    expect(release).toBeDisabled();
    // A secondary button, not red and not a bare word: the red is kept for the dialog that asks.
    expect(release).toHaveAttribute('data-variant', 'default');
  });

  it('says whom each number answers for, and when it answers no one', async () => {
    mockApi({
      'GET /api/phone-numbers': () =>
        json([
          number({ assignedAgentId: 'a1' }),
          number({ id: 'n2', phoneNumber: '+15125550101', friendlyName: null }),
          number({
            id: 'n3',
            phoneNumber: '+15125550102',
            friendlyName: null,
            assignedAgentId: 'a2',
            syncError: 'No.',
          }),
        ]),
      'GET /api/agents': () => json(agents),
    });
    renderPage(<OwnedNumberList />);
    const answering = await screen.findByRole('listitem', { name: '+1 (512) 555-0100' });
    expect(answering).toHaveTextContent('Answers for Front Desk');
    const unassigned = screen.getByRole('listitem', { name: '+1 (512) 555-0101' });
    expect(within(unassigned).getByText('Not answering calls')).toBeInTheDocument();
    // Given to an agent, but the voice platform does not have the number: no call reaches it.
    const notConnected = screen.getByRole('listitem', { name: '+1 (512) 555-0102' });
    expect(within(notConnected).getByText('Not answering calls')).toBeInTheDocument();
    expect(within(notConnected).queryByText(/Answers for/)).not.toBeInTheDocument();
  });

  it('shows Save only once the choice changes, and restores the saved agent when saving fails', async () => {
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
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'After Hours');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    // Back to the saved agent: nothing to save.
    await user.selectOptions(select, 'Front Desk');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'After Hours');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The voice platform did not accept it.');
    expect(select).toHaveDisplayValue('Front Desk');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
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
