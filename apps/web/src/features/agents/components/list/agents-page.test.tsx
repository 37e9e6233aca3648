import type { AgentListItem } from '@portal/shared/agents/agent';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cockpitFixture, liveAgentFixture, offAgentFixture } from '../../../../lib/go-live/testing/go-live-fixtures';
import { deferred, json, mockApi, renderWithProviders } from '../../testing/render';
import { AgentsPage } from './agents-page';

const listItem = (id: string, agentName: string): AgentListItem => ({
  id,
  agentName,
  gender: null,
  attitude: null,
  imageUrl: null,
  vapiAgentId: `assistant-${id}`,
  isDeleted: false,
  syncError: null,
});

const agents = [listItem('agent-1', 'Bright Smile'), listItem('agent-2', 'Fix-It Plumbing')];

describe('My Agents', { timeout: 20_000 }, () => {
  it("shows each agent's live state from the cockpit, the way to its hub, and the plan's limit", async () => {
    const off = offAgentFixture({ number: { e164: '+15125550111', display: '+1 (512) 555-0111' } });
    mockApi({
      'GET /api/agents': () => json(agents),
      'GET /api/cockpit': () => json(cockpitFixture({ agents: [liveAgentFixture(), off] })),
    });
    renderWithProviders(<AgentsPage />, { path: '/agents' });
    expect(await screen.findByText('You can have up to 6 agents; you have 2.')).toBeInTheDocument();
    const live = screen.getByRole('article', { name: 'Bright Smile' });
    expect(await within(live).findByText('Live')).toBeInTheDocument();
    expect(within(live).getByText('+1 (512) 555-0100')).toBeInTheDocument();
    // The agent's name leads to its hub.
    expect(within(live).getByRole('link', { name: 'Bright Smile' })).toHaveAttribute('href', '/agent/agent-1');
    expect(within(live).getByRole('link', { name: 'Update' })).toHaveAttribute('href', '/agent/agent-1/configure');
    expect(within(live).getByRole('link', { name: 'Profile Overview' })).toHaveAttribute(
      'href',
      '/agent/agent-1/profile',
    );
    expect(within(live).getByRole('button', { name: 'Talk' })).toBeInTheDocument();
    const notAnswering = screen.getByRole('article', { name: 'Fix-It Plumbing' });
    expect(within(notAnswering).getByText('Not answering calls')).toBeInTheDocument();
    expect(within(notAnswering).getByText('Phone number').nextElementSibling).toHaveTextContent(
      /^\+1 \(512\) 555-0111$/,
    );
  });

  it('gives every card the same rows, in the same order, whatever the agent has', async () => {
    mockApi({
      'GET /api/agents': () => json(agents),
      'GET /api/cockpit': () =>
        json(cockpitFixture({ agents: [liveAgentFixture(), offAgentFixture({ agentId: 'agent-2', number: null })] })),
    });
    renderWithProviders(<AgentsPage />, { path: '/agents' });
    const live = await screen.findByRole('article', { name: 'Bright Smile' });
    const off = screen.getByRole('article', { name: 'Fix-It Plumbing' });
    expect(await within(off).findByText('Not answering calls')).toBeInTheDocument();
    const rows = (card: HTMLElement) =>
      [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows(live)).toEqual([
      ['Status', 'Live'],
      ['Phone number', '+1 (512) 555-0100'],
    ]);
    expect(rows(off)).toEqual([
      ['Status', 'Not answering calls'],
      ['Phone number', 'No phone number'],
    ]);
  });

  it('shows the cards before the live states arrive, and without them when they fail', async () => {
    const cockpit = deferred<Response>();
    mockApi({ 'GET /api/agents': () => json(agents), 'GET /api/cockpit': () => cockpit.promise });
    renderWithProviders(<AgentsPage />, { path: '/agents' });
    const card = await screen.findByRole('article', { name: 'Bright Smile' });
    expect(within(card).getByRole('link', { name: 'Bright Smile' })).toBeInTheDocument();
    expect(within(card).queryByText('Live')).not.toBeInTheDocument();
    cockpit.resolve(json({ error: { code: 'INTERNAL', message: 'Down.' } }, 500));
    expect(await screen.findByText('You can have up to 6 agents; you have 2.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Update' })).toBeInTheDocument();
  });

  it('opens the create modal for ?new=1 and takes it out of the address', async () => {
    mockApi({
      'GET /api/agents': () => json([]),
      'GET /api/cockpit': () => json(cockpitFixture({ agents: [] })),
      'GET /api/agents/templates': () => json([]),
    });
    const { router } = renderWithProviders(<AgentsPage />, { path: '/agents', entry: '/agents?new=1' });
    expect(await screen.findByRole('dialog', { name: 'Create New Agent' })).toBeInTheDocument();
    expect(router.location.search).toBe('');
    expect(router.lastAction).toBe('REPLACE');
    expect(await screen.findByText('You can have up to 6 agents; you have 0.')).toBeInTheDocument();
  });

  it('with no agents offers one Create New Agent, in an empty state that says what an agent is', async () => {
    mockApi({
      'GET /api/agents': () => json([]),
      'GET /api/cockpit': () => json(cockpitFixture({ agents: [] })),
      'GET /api/agents/templates': () => json([]),
    });
    renderWithProviders(<AgentsPage />, { path: '/agents' });
    expect(await screen.findByRole('heading', { name: 'No agents yet' })).toBeInTheDocument();
    const create = screen.getAllByRole('button', { name: 'Create New Agent' });
    expect(create).toHaveLength(1);
    await userEvent.click(create[0]!);
    expect(await screen.findByRole('dialog', { name: 'Create New Agent' })).toBeInTheDocument();
  });

  it('at six agents keeps Create New Agent in place, unavailable, and says why', async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({
      ...agents[0]!,
      id: `agent-${index}`,
      agentName: `Agent ${index}`,
    }));
    mockApi({ 'GET /api/agents': () => json(six), 'GET /api/cockpit': () => json(cockpitFixture({ agents: [] })) });
    renderWithProviders(<AgentsPage />, { path: '/agents' });
    const create = await screen.findByRole('button', { name: 'Create New Agent' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('You have 6 agents, the most you can have.');
  });
});
