import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCallClient, getActiveCall, startCall } from '../../../lib/call/active-call-store';
import { fakeClients } from '../../../lib/call/testing/fake-call-client';
import { agentFixture } from '../testing/agent-fixture';
import { renderWithProviders } from '../testing/render';
import { TestCallControls } from './test-call-controls';

afterEach(() => configureCallClient(null));

const bar = () => screen.getByRole('group', { name: 'Test call' });
const button = (name: string) => within(bar()).getByRole('button', { name });

const expectUnavailable = (element: HTMLElement, reason: string) => {
  expect(element).toHaveAttribute('aria-disabled', 'true');
  expect(element).toHaveAccessibleDescription(reason);
};

describe('the test-call bar’s Play/Stop toggle', () => {
  it('is one button: Play before a call, Stop while it runs, Play again after', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory);
    renderWithProviders(<TestCallControls agent={agentFixture()} />);
    expect(within(bar()).getAllByRole('button')).toHaveLength(1);
    const play = button('Play');
    expect(play).not.toHaveAttribute('aria-disabled');

    await userEvent.click(play);
    expect(clients.last().start).toHaveBeenCalledWith('asst-1');
    expect(getActiveCall().status).toBe('active');
    const stop = button('Stop');
    // The same button, turned: the focus stays where the owner pressed.
    expect(stop).toBe(play);
    expect(stop).toHaveFocus();
    expect(within(bar()).queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();

    await userEvent.click(stop);
    expect(clients.last().stop).toHaveBeenCalledOnce();
    expect(getActiveCall().status).toBe('idle');
    expect(button('Play')).not.toHaveAttribute('aria-disabled');
    expect(within(bar()).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('says why Play is unavailable, and offers no Stop then', () => {
    configureCallClient(fakeClients().factory);
    renderWithProviders(<TestCallControls agent={agentFixture({ vapiAgentId: null })} />);
    expectUnavailable(button('Play'), 'Agent not call-enabled');
    expect(within(bar()).getAllByRole('button')).toHaveLength(1);
  });

  it('reads “Another call is active” while another agent talks, with no Stop for that call', async () => {
    configureCallClient(fakeClients().factory);
    renderWithProviders(<TestCallControls agent={agentFixture()} />);
    await act(() => startCall({ agentId: 'agent-2', assistantId: 'asst-2' }));
    expectUnavailable(button('Another call is active'), 'Another call is active');
    expect(within(bar()).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });
});
