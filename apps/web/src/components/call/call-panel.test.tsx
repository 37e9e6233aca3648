import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCallClient, getActiveCall, startCall, stopCall } from '../../lib/call/active-call-store';
import { rememberCall } from '../../lib/call/left-call';
import { LEFT_CALL_NOTE, MICROPHONE_NOTE, STAND_IN_NOTE } from '../../lib/call/messages';
import { json, mockApi } from '../../testing/render';
import { fakeClients } from '../../lib/call/testing/fake-call-client';
import { CallPanel } from './call-panel';
import { renderCall } from './testing/render';

afterEach(() => configureCallClient(null));

async function inCall(standIn = false) {
  const clients = fakeClients(true, standIn);
  configureCallClient(clients.factory);
  renderCall(<CallPanel />);
  await act(() => startCall({ agentId: 'agent-ann', agentName: 'Ann', assistantId: 'assistant-ann' }));
  // The panel's content is loaded when the first call shows.
  await screen.findByRole('region', { name: 'Test call: Ann' });
  return clients.last();
}

describe('CallPanel', { timeout: 20_000 }, () => {
  it('says when a rule-based stand-in answers instead of the AI model, and only then', async () => {
    await inCall(true);
    const panel = screen.getByRole('region', { name: 'Test call: Ann' });
    expect(panel).toHaveTextContent(STAND_IN_NOTE);
    await act(() => stopCall());
  });

  it('does not call a real agent a stand-in', async () => {
    await inCall(false);
    expect(screen.getByRole('region', { name: 'Test call: Ann' })).not.toHaveTextContent(/stand-in/);
    await act(() => stopCall());
  });

  it('says, after a reload cut a call short, that the call ended, with a link to it', async () => {
    configureCallClient(fakeClients().factory);
    // What the page before the reload kept of its call.
    rememberCall({ callId: 'platform-call-1', agentName: 'Ann' });
    mockApi({
      'POST /api/calls/test-calls/platform-call-1/end': () =>
        json({ id: 'record-1', endedReason: 'customer-ended-call' }),
    });
    render(
      <MantineProvider env="test">
        <CallPanel />
      </MantineProvider>,
    );
    const panel = await screen.findByRole('region', { name: 'Test call: Ann' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Call ended');
    expect(panel).toHaveTextContent(LEFT_CALL_NOTE);
    expect(await within(panel).findByRole('link', { name: 'Open the call' })).toHaveAttribute(
      'href',
      '/calls/record-1',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Close the test call panel' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is not there without a call', () => {
    configureCallClient(fakeClients().factory);
    renderCall(<CallPanel />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows both sides live, the voice level, and sends typed turns', async () => {
    const client = await inCall();
    const panel = screen.getByRole('region', { name: 'Test call: Ann' });
    act(() => {
      client.events.emit('message', { role: 'assistant', text: 'Hello from Ann.', final: true });
      client.events.emit('volume-level', 0.4);
      client.events.emit('speech-start');
    });
    const transcript = within(panel).getByRole('log', { name: 'Call transcript' });
    expect(transcript).toHaveAttribute('aria-live', 'polite');
    expect(transcript).toHaveTextContent('Agent: Hello from Ann.');
    expect(within(panel).getByRole('meter', { name: 'Voice level' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(panel).getByText('Speaking')).toBeInTheDocument();

    await userEvent.type(within(panel).getByLabelText('Type to the agent'), 'What are your hours?{Enter}');
    expect(client.sendText).toHaveBeenCalledWith('What are your hours?');
    expect(transcript).toHaveTextContent('You: What are your hours?');
  });

  it('mutes, shows a note without a microphone, ends the call and keeps the transcript until closed', async () => {
    const client = await inCall();
    act(() => {
      client.events.emit('notice', MICROPHONE_NOTE);
      client.events.emit('message', { role: 'assistant', text: 'Hi there.', final: true });
    });
    expect(screen.getByText(MICROPHONE_NOTE)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(client.isMuted()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(client.isMuted()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'End Call' }));
    expect(client.stop).toHaveBeenCalledOnce();
    expect(getActiveCall().status).toBe('idle');
    expect(screen.getByText('Call ended')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Call transcript' })).toHaveTextContent('Agent: Hi there.');
    await userEvent.click(screen.getByRole('button', { name: 'Close the test call panel' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
