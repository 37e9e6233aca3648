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
  it('lists one card per agent, then one Create New Agent tile ending the row (no empty slots)', async () => {
    const onCreate = vi.fn();
    renderWithProviders(<AgentGrid agents={agents(2)} onCreate={onCreate} />);
    const items = within(screen.getByRole('list', { name: 'Your agents' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const create = within(items[2]!).getByRole('button', { name: 'Create New Agent' });
    expect(create).toHaveAccessibleDescription('From an industry template, your website, or from scratch.');
    // After two cards: the last of three columns on a laptop, a row of its own in two columns.
    expect(items[2]!.style.getPropertyValue('--tile-span-md')).toBe('1');
    expect(items[2]!.style.getPropertyValue('--tile-span-sm')).toBe('2');
    await userEvent.click(create);
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('links each card to its configuration and profile', () => {
    renderWithProviders(<AgentGrid agents={[agent(1)]} onCreate={() => {}} />);
    const card = screen.getByRole('article', { name: 'Agent 1' });
    expect(within(card).getByRole('link', { name: 'Update' })).toHaveAttribute('href', '/agent/agent-1/configure');
    expect(within(card).getByRole('link', { name: 'Profile Overview' })).toHaveAttribute(
      'href',
      '/agent/agent-1/profile',
    );
  });

  it('explains why Talk is unavailable, and flags an agent whose assistant failed', () => {
    renderWithProviders(
      <AgentGrid
        agents={[agent(1), agent(2, { vapiAgentId: null, syncError: 'The voice platform could not be reached.' })]}
        onCreate={() => {}}
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

  it('has one clear action per card: Update filled, Talk plain, the profile a quiet link, the name to the hub', () => {
    renderWithProviders(<AgentGrid agents={[agent(1)]} onCreate={() => {}} />);
    const card = screen.getByRole('article', { name: 'Agent 1' });
    const controls = [...within(card).getAllByRole('button'), ...within(card).getAllByRole('link')];
    // The kit marks a button's variant in data-variant; none means filled, the default. One filled
    // button on a card, as on Home's agent cards: Update; Talk is a second, plain action.
    const filled = controls.filter(
      (control) => control.classList.contains('mantine-Button-root') && !control.hasAttribute('data-variant'),
    );
    expect(filled.map((control) => control.textContent)).toEqual(['Update']);
    expect(within(card).getByRole('button', { name: 'Talk' })).toHaveAttribute('data-variant', 'default');
    expect(within(card).getByRole('link', { name: 'Profile Overview' })).not.toHaveClass('mantine-Button-root');
    expect(within(card).getByRole('link', { name: 'Agent 1' })).toHaveAttribute('href', '/agent/agent-1');
  });
});
