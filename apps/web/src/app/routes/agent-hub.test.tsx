import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../features/agent-config/testing/agent-fixture';
import { liveAgentFixture } from '../../lib/go-live/testing/go-live-fixtures';
import { listOf, resultFor, scenarioFixture } from '../../features/scenarios/testing/fixtures';
import { json, mockApi, renderPage } from '../../testing/render';
import { Component as AgentHubRoute } from './agent-hub';

describe('the agent hub route', () => {
  it("keeps the hub's title, facts and actions, and adds the test scenarios and last calls tiles", async () => {
    const agent = agentFixture({ id: 'agent-9', agentName: 'Bright Smile', businessType: 'Dental Clinic' });
    const scenarios = [scenarioFixture(), scenarioFixture()];
    const ran = [{ ...scenarios[0]!, lastResult: resultFor(scenarios[0]!) }, scenarios[1]!];
    mockApi({
      'GET /api/agents/agent-9': () => json(agent),
      'GET /api/agents/agent-9/scenarios': () => json(listOf(ran)),
      'GET /api/agents/agent-9/go-live': () => json(liveAgentFixture({ agentId: 'agent-9' })),
      'GET /api/calls': () => json({ calls: [], nextCursor: null }),
    });
    renderPage(<AgentHubRoute />, { path: '/agent/:agentId', entry: '/agent/agent-9' });
    expect(await screen.findByRole('heading', { name: 'Bright Smile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Hub' })).toBeInTheDocument();
    expect(screen.getByText('Dental Clinic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Train Your Agent' })).toHaveAttribute('href', '/agent/agent-9/configure');
    expect(screen.getByRole('button', { name: 'Talk Now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/agents');
    expect(screen.getByRole('link', { name: 'Call history' })).toHaveAttribute('href', '/calls?agentId=agent-9');
    expect(screen.getByRole('button', { name: 'Clone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Agent' })).toBeInTheDocument();

    const tile = screen.getByRole('link', { name: /Test scenarios/ });
    expect(tile).toHaveAttribute('href', '/agent/agent-9/scenarios');
    expect(await screen.findByText(/^Passed 1 of 2 · 1 not run yet · Last run Nov 26, 2026, /)).toBeInTheDocument();

    // The calls feature's tile of the last calls, and the hub's own go-live section.
    const calls = screen.getByRole('region', { name: 'Last calls' });
    expect(await within(calls).findByText('No calls yet')).toBeInTheDocument();
    expect(within(calls).getByRole('link', { name: 'Full call history' })).toHaveAttribute(
      'href',
      '/calls?agentId=agent-9',
    );
    const live = await screen.findByRole('region', { name: 'Answering calls' });
    expect(await within(live).findByText('Live', { exact: true })).toBeInTheDocument();
    expect(within(live).getByText('+1 (512) 555-0100', { exact: true })).toBeInTheDocument();
  });
});
