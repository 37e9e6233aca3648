import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offAgentFixture } from '../../../../lib/go-live/testing/go-live-fixtures';
import { agentFixture } from '../../../agent-config/testing/agent-fixture';
import { json, mockApi, renderWithProviders } from '../../testing/render';
import { AgentProfilePage } from './agent-profile-page';

describe('the profile overview’s go-live state', { timeout: 20_000 }, () => {
  it('shows the live pill and the short checklist with each fix', async () => {
    mockApi({
      'GET /api/agents/agent-1': () => json(agentFixture()),
      'GET /api/agents/agent-1/go-live': () => json(offAgentFixture({ agentId: 'agent-1' })),
    });
    renderWithProviders(<AgentProfilePage />, { path: '/agent/:agentId/profile', entry: '/agent/agent-1/profile' });
    const section = await screen.findByRole('region', { name: 'Answering calls' });
    expect(within(section).getByText('Not answering calls')).toBeInTheDocument();
    const checklist = within(section).getByRole('list', { name: 'Go-live checklist' });
    expect(within(checklist).getByText('Phone number')).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Get a phone number' })).toHaveAttribute(
      'href',
      '/phone-numbers',
    );
    // Compact: the titles and fixes, not the sentences under them.
    expect(within(section).queryByText('No phone number reaches this agent.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Profile Overview' })).toBeInTheDocument();
  });
});
