import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCallClient } from '../../../lib/call/active-call-store';
import { fakeClients } from '../../../lib/call/testing/fake-call-client';
import { askServerForTestAssistant } from '../../../lib/call/test-assistant';
import { json, mockApi } from '../../../testing/render';
import { agentFixture } from '../testing/agent-fixture';
import { renderWithProviders } from '../testing/render';
import { TestCallControls } from './test-call-controls';

afterEach(() => configureCallClient(null));

const bar = () => screen.getByRole('group', { name: 'Test call' });

describe('a test call while the agent has a draft', () => {
  it('talks to the assistant the server made from the draft, and the bar says so until it ends', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory, askServerForTestAssistant);
    mockApi({ 'POST /api/agents/agent-1/test-assistant': () => json({ assistantId: 'asst-draft', draft: true }) });
    renderWithProviders(<TestCallControls agent={agentFixture()} />);
    expect(within(bar()).queryByText('Testing your draft')).not.toBeInTheDocument();

    await userEvent.click(within(bar()).getByRole('button', { name: 'Play' }));
    expect(clients.last().start).toHaveBeenCalledWith('asst-draft');
    expect(await within(bar()).findByText('Testing your draft')).toBeInTheDocument();

    await userEvent.click(within(bar()).getByRole('button', { name: 'Stop' }));
    expect(within(bar()).queryByText('Testing your draft')).not.toBeInTheDocument();
  });

  it('says nothing of a draft when the call talks to what callers hear', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory, askServerForTestAssistant);
    mockApi({ 'POST /api/agents/agent-1/test-assistant': () => json({ assistantId: 'asst-1', draft: false }) });
    renderWithProviders(<TestCallControls agent={agentFixture()} />);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Play' }));
    expect(await within(bar()).findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(clients.last().start).toHaveBeenCalledWith('asst-1');
    expect(within(bar()).queryByText('Testing your draft')).not.toBeInTheDocument();
  });
});
