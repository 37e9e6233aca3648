import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCallClient, startCall, stopCall } from '../../../lib/call/active-call-store';
import { fakeClients } from '../../../lib/call/testing/fake-call-client';
import { agentFixture } from '../testing/agent-fixture';
import { renderWithProviders } from '../testing/render';
import { TestCallControls } from './test-call-controls';

afterEach(() => configureCallClient(null));

const agent = agentFixture({ tryPrompts: ['How much is teeth whitening?', 'Are you open Saturday?'] });

function setUp() {
  const clients = fakeClients();
  configureCallClient(clients.factory);
  renderWithProviders(<TestCallControls agent={agent} />);
  return { clients, prompts: agent.tryPrompts, tryGroup: screen.getByRole('group', { name: 'Things to try saying' }) };
}

describe('Try prompts beside Play', () => {
  it("are ideas of what to say before a call, and say themselves as the caller's turn during it", async () => {
    const { clients, prompts, tryGroup } = setUp();
    for (const prompt of prompts) expect(tryGroup).toHaveTextContent(`“${prompt}”`);
    // On a phone the row scrolls sideways: a keyboard reaches it even with no button in it.
    expect(tryGroup).toHaveAttribute('tabindex', '0');
    expect(within(tryGroup).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    const first = await within(tryGroup).findByRole('button', { name: prompts[0] });
    await userEvent.click(first);
    expect(clients.last().sendText).toHaveBeenCalledWith(prompts[0]);

    await act(() => stopCall());
    expect(within(tryGroup).queryByRole('button')).not.toBeInTheDocument();
  });

  it("stay ideas while another agent's call is on", async () => {
    const { tryGroup } = setUp();
    await act(() => startCall({ agentId: 'another-agent', assistantId: 'asst-2' }));
    expect(within(tryGroup).queryByRole('button')).not.toBeInTheDocument();
    await act(() => stopCall());
  });
});
