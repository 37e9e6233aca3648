import type { AgentListItem } from '@portal/shared/agents/agent';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { AgentGrid } from './agent-grid';

const agent = (index: number, extra: Partial<AgentListItem> = {}): AgentListItem => ({
  id: `agent-${index}`,
  agentName: `Agent ${index}`,
  gender: null,
  attitude: null,
  imageUrl: null,
  vapiAgentId: `assistant-${index}`,
  isDeleted: false,
  syncError: null,
  ...extra,
});

const agents = (count: number) => Array.from({ length: count }, (_, index) => agent(index + 1));

describe('AgentGrid', { timeout: 20_000 }, () => {
  it.each([
    [0, 6],
    [2, 4],
    [6, 0],
  ])('with %i agents shows exactly six slots, %i of them Create New Agent', (count, free) => {
    renderWithProviders(<AgentGrid agents={agents(count)} onCreate={vi.fn()} />);
    const slots = within(screen.getByRole('list', { name: 'Agent slots' })).getAllByRole('listitem');
    expect(slots).toHaveLength(6);
    expect(screen.queryAllByRole('button', { name: 'Create New Agent' })).toHaveLength(free);
    expect(screen.queryAllByRole('article')).toHaveLength(count);
  });

  it('links each card to its configuration and profile and opens the modal from a free slot', async () => {
    const onCreate = vi.fn();
    renderWithProviders(<AgentGrid agents={[agent(1)]} onCreate={onCreate} />);
    const card = screen.getByRole('article', { name: 'Agent 1' });
    expect(within(card).getByRole('link', { name: 'Update' })).toHaveAttribute('href', '/agent/agent-1/configure');
    expect(within(card).getByRole('link', { name: 'Profile Overview' })).toHaveAttribute(
      'href',
      '/agent/agent-1/profile',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Create New Agent' })[0]!);
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('explains why Talk is unavailable, and flags an agent whose assistant failed', () => {
    renderWithProviders(
      <AgentGrid
        agents={[agent(1), agent(2, { vapiAgentId: null, syncError: 'The voice platform could not be reached.' })]}
        onCreate={vi.fn()}
      />,
    );
    const ready = screen.getByRole('article', { name: 'Agent 1' });
    expect(within(ready).getByRole('button', { name: 'Talk' })).toHaveAccessibleDescription('Voice Source not ready');
    const failed = screen.getByRole('article', { name: 'Agent 2' });
    expect(within(failed).getByRole('button', { name: 'Talk' })).toHaveAccessibleDescription('Agent not call-enabled');
    expect(within(failed).getByText('Not call-enabled')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(within(ready).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
