import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../testing/render';
import { AgentOverview } from './agent-overview';

const agents = [
  { id: '00000000-0000-4000-8000-000000000001', agentName: 'Front Desk', state: 'live' as const },
  { id: '00000000-0000-4000-8000-000000000002', agentName: 'Bright Smile', state: 'answering' as const },
  { id: '00000000-0000-4000-8000-000000000003', agentName: 'After Hours', state: 'off' as const },
];

describe('the Agent Overview box', () => {
  it("lists each agent with its state in Home's words, leading to its hub", () => {
    mockApi({});
    renderPage(<AgentOverview agents={agents} />, { path: '/account-detail' });
    const rows = within(screen.getByRole('list', { name: 'Your agents' })).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Front Desk Live',
      'Bright Smile Needs attention',
      'After Hours Not answering calls',
    ]);
    expect(screen.getByRole('link', { name: 'After Hours Not answering calls' })).toHaveAttribute(
      'href',
      '/agent/00000000-0000-4000-8000-000000000003',
    );
  });

  it('says there are none, and shows no list when the agents could not be read', () => {
    mockApi({});
    const { unmount } = renderPage(<AgentOverview agents={[]} />, { path: '/account-detail' });
    expect(screen.getByText('No agents created yet.')).toBeInTheDocument();
    unmount();
    renderPage(<AgentOverview agents={null} />, { path: '/account-detail' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No agents created yet.')).not.toBeInTheDocument();
  });
});
