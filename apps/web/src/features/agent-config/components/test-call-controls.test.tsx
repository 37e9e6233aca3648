import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCallClient, getActiveCall, startCall } from '../../../lib/call/active-call-store';
import { askServerForTestAssistant } from '../../../lib/call/test-assistant';
import { fakeClients } from '../../../lib/call/testing/fake-call-client';
import { agentFixture } from '../testing/agent-fixture';
import { json, mockApi, renderWithProviders } from '../testing/render';
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

describe('the test call’s “Call as”', () => {
  const jane = {
    id: '00000000-0000-4000-8000-0000000000a1',
    number: '+15125550142',
    name: 'Jane Doe',
    calls: 3,
    lastCallAt: '2026-11-26T16:02:00.000Z',
    lastOutcome: 'booked',
    nextAppointment: null,
    blocked: false,
  };
  const overrides = { variableValues: { caller_name: 'Jane Doe' }, firstMessage: 'Hi Jane, welcome back!' };

  it('calls as a new caller until the owner picks one of their callers, read only when the list opens', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory, askServerForTestAssistant);
    const fetchMock = mockApi({
      'GET /api/callers': () => json({ callers: [jane], nextCursor: null }),
      'POST /api/agents/agent-1/test-assistant': () => json({ assistantId: 'asst-1', draft: false }),
      [`POST /api/agents/agent-1/test-assistant?caller=${jane.id}`]: () =>
        json({ assistantId: 'asst-1', draft: false, assistantOverrides: overrides }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TestCallControls agent={agentFixture()} />);
    const callAs = within(bar()).getByRole('combobox', { name: 'Call as' });
    expect(callAs).toHaveDisplayValue('A new caller');
    expect(fetchMock).not.toHaveBeenCalled();

    // Pointing at the field reads the callers, so they are there when its list opens.
    await user.hover(callAs);
    await user.selectOptions(
      callAs,
      await within(callAs).findByRole('option', { name: 'Jane Doe, +1 (512) 555-0142' }),
    );
    expect(callAs).toHaveDisplayValue('Jane Doe, +1 (512) 555-0142');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/callers']);

    await user.click(button('Play'));
    expect(clients.last().start).toHaveBeenCalledWith('asst-1', overrides);
    // Who calls is settled once the call is on.
    expect(within(bar()).getByRole('combobox', { name: 'Call as' })).toBeDisabled();
  });
});
