import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveAgentFixture, offAgentFixture } from '../../../../lib/go-live/testing/go-live-fixtures';
import { agentFixture } from '../../../agent-config/testing/agent-fixture';
import { json, mockApi, renderWithProviders } from '../../testing/render';
import { AgentProfilePage } from './agent-profile-page';

function renderProfile(goLive = offAgentFixture({ agentId: 'agent-1' })) {
  mockApi({
    'GET /api/agents/agent-1': () => json(agentFixture()),
    'GET /api/agents/agent-1/go-live': () => json(goLive),
  });
  renderWithProviders(<AgentProfilePage />, { path: '/agent/:agentId/profile', entry: '/agent/agent-1/profile' });
}

describe('the profile overview’s go-live state', { timeout: 20_000 }, () => {
  it('says in one line whether the agent answers calls and how far its checklist is, and leads to the hub', async () => {
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Answering calls' });
    expect(await within(section).findByText('Not answering calls')).toBeInTheDocument();
    expect(within(section).getByText('3 of 5 go-live steps done')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Checklist in Agent Hub' })).toHaveAttribute(
      'href',
      '/agent/agent-1',
    );
    // The checklist itself, with its fixes, is the hub's: no second copy here.
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Get a phone number' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Profile Overview' })).toBeInTheDocument();
  });

  it('says when every step is done', async () => {
    renderProfile(liveAgentFixture({ agentId: 'agent-1' }));
    const section = await screen.findByRole('region', { name: 'Answering calls' });
    // The state in the words Home, My Agents and the hub use, with the number beside it.
    expect(await within(section).findByText('Live')).toBeInTheDocument();
    expect(within(section).getByText('+1 (512) 555-0100')).toBeInTheDocument();
    expect(within(section).getByText('Every go-live step is done')).toBeInTheDocument();
  });
});
