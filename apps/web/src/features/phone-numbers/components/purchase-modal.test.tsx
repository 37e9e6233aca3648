import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, mockApi, renderPage, sentBody } from '../../../testing/render';
import { PurchaseModal } from './purchase-modal';

const numberAt = (suffix: string) => ({
  phoneNumber: `+1512555${suffix}`,
  locality: 'AUSTIN',
  administrativeArea: 'TX',
  features: ['voice'],
  monthlyCost: '1.00',
  currency: 'USD',
});

const bought = {
  phoneNumber: { id: 'n1', phoneNumber: '+15125550100', status: 'active' },
  warning: null,
};

const agent = (id: string, agentName: string) => ({ id, agentName, gender: null, attitude: null, imageUrl: null });
const owned = (assignedAgentId: string | null) => ({
  id: `n-${assignedAgentId}`,
  phoneNumber: '+12125550100',
  assignedAgentId,
});

/** The owner's agents and numbers, as the page has them. */
const account = (agents: unknown[] = [], numbers: unknown[] = []) => ({
  'GET /api/agents': () => json(agents),
  'GET /api/phone-numbers': () => json(numbers),
});

function open(onClose = vi.fn()) {
  renderPage(<PurchaseModal opened onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe('PurchaseModal', { timeout: 20_000 }, () => {
  it('keeps Search disabled until a criterion is filled and takes only three digits as area code', async () => {
    mockApi(account());
    const { user } = open();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    const areaCode = screen.getByLabelText('Area Code');
    await user.type(areaCode, '5a1-29');
    expect(areaCode).toHaveValue('512');
    expect(search).toBeEnabled();
    await user.clear(areaCode);
    await user.type(screen.getByLabelText('City'), '   ');
    expect(search).toBeDisabled();
  });

  it('names the criteria when nothing is found and stays on the search step', async () => {
    const fetchMock = mockApi({ ...account(), 'GET /api/phone-numbers/search': () => json([]) });
    const { user } = open();
    await user.type(screen.getByLabelText('Area Code'), '512');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No numbers found for Area Code 512, City Austin.')).toBeInTheDocument();
    const searches = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/search'));
    expect(searches).toEqual(['/api/phone-numbers/search?areaCode=512&city=Austin']);
  });

  it('goes search -> select -> confirm, back again, and returns to confirm with the error when buying fails', async () => {
    const purchase = deferred<Response>();
    mockApi({
      ...account(),
      'GET /api/phone-numbers/search': () => json([numberAt('0100'), numberAt('0104')]),
      'POST /api/phone-numbers': () => purchase.promise,
    });
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('Area Code'), '512');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByLabelText('+1 (512) 555-0104'));
    await user.click(continueButton);
    expect(screen.getByTestId('confirm-number')).toHaveTextContent('+1 (512) 555-0104');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('+1 (512) 555-0104')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(screen.getByRole('button', { name: 'Buy Number' }));
    // Busy: the modal offers no way out.
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    purchase.resolve(
      json({ error: { code: 'UPSTREAM_FAILED', message: 'Could not buy +1 (512) 555-0104: down' } }, 502),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not buy +1 (512) 555-0104: down');
    expect(screen.getByTestId('confirm-number')).toBeInTheDocument();
  });

  it('shows where each number is and what it costs a month before the owner picks it', async () => {
    mockApi({
      ...account(),
      'GET /api/phone-numbers/search': () =>
        json([numberAt('0100'), { ...numberAt('0104'), monthlyCost: null, currency: null }]),
    });
    const { user } = open();
    await user.type(screen.getByLabelText('Area Code'), '512');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The provider's capitals ("AUSTIN") as people write the place.
    expect(await screen.findByText('Austin, TX · $1.00 per month')).toBeInTheDocument();
    // No price from the provider: the place alone, never a made-up figure.
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
  });

  it('closes after a purchase', async () => {
    mockApi({
      ...account(),
      'GET /api/phone-numbers/search': () => json([numberAt('0100')]),
      'POST /api/phone-numbers': () => json(bought, 201),
    });
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('State'), 'TX');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByLabelText('+1 (512) 555-0100'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Buy Number' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('+1 (512) 555-0100 is now yours.')).toBeInTheDocument();
  });

  describe('the agent that answers the number', () => {
    /** Goes to the confirm step with the one number found; returns the fetch mock. */
    async function toConfirm(agents: unknown[], numbers: unknown[] = []) {
      const fetchMock = mockApi({
        ...account(agents, numbers),
        'GET /api/phone-numbers/search': () => json([numberAt('0100')]),
        'POST /api/phone-numbers': () => json(bought, 201),
      });
      const { user, onClose } = open();
      await user.type(screen.getByLabelText('Area Code'), '512');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await user.click(await screen.findByLabelText('+1 (512) 555-0100'));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      return { fetchMock, user, onClose };
    }
    const purchaseBody = (fetchMock: ReturnType<typeof mockApi>) =>
      sentBody(
        fetchMock,
        fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST'),
      );

    it('asks among several agents, proposing the first that has no number, and sends the choice', async () => {
      const agents = [agent('a1', 'Front Desk'), agent('a2', 'Evenings'), agent('a3', 'Weekends')];
      const { fetchMock, user, onClose } = await toConfirm(agents, [owned('a1')]);
      const select = await screen.findByRole('combobox', { name: 'Agent who answers this number' });
      await waitFor(() => expect(select).toHaveValue('a2'));
      expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'No agent',
        'Front Desk',
        'Evenings',
        'Weekends',
      ]);
      await user.selectOptions(select, 'Weekends');
      await user.click(screen.getByRole('button', { name: 'Buy Number' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(purchaseBody(fetchMock)).toEqual({ phoneNumber: '+15125550100', agentId: 'a3' });
    });

    it('proposes "No agent" when every agent has a number, and sends null for it', async () => {
      const { fetchMock, user, onClose } = await toConfirm(
        [agent('a1', 'Front Desk'), agent('a2', 'Evenings')],
        [owned('a1'), owned('a2')],
      );
      const select = await screen.findByRole('combobox', { name: 'Agent who answers this number' });
      await waitFor(() => expect(select).toHaveValue(''));
      expect(select.querySelector('option:checked')).toHaveTextContent('No agent');
      await user.click(screen.getByRole('button', { name: 'Buy Number' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(purchaseBody(fetchMock)).toEqual({ phoneNumber: '+15125550100', agentId: null });
    });

    it('does not ask about the only agent: it says that agent will answer, and the server assigns it', async () => {
      const { fetchMock, user, onClose } = await toConfirm([agent('a1', 'Front Desk')]);
      expect(await screen.findByText('Front Desk will answer this number.')).toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Buy Number' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(purchaseBody(fetchMock)).toEqual({ phoneNumber: '+15125550100' });
    });
  });
});
