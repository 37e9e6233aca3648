import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCallClient } from '../../lib/call/active-call-store';
import { fakeClients } from '../../lib/call/testing/fake-call-client';
import { TalkButton } from './talk-button';
import { renderCall } from './testing/render';

const ann = { agentId: 'agent-ann', agentName: 'Ann', vapiAgentId: 'assistant-ann' };
const bob = { agentId: 'agent-bob', agentName: 'Bob', vapiAgentId: 'assistant-bob' };

afterEach(() => configureCallClient(null));

const expectUnavailable = (button: HTMLElement, reason: string) => {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAccessibleDescription(reason);
};

describe('TalkButton', { timeout: 20_000 }, () => {
  it('says why it is unavailable: no client, no assistant, busy', () => {
    configureCallClient(null);
    const { rerender } = renderCall(<TalkButton {...ann} />);
    expectUnavailable(screen.getByRole('button', { name: 'Talk' }), 'Voice Source not ready');

    configureCallClient(fakeClients().factory);
    rerender(<TalkButton {...ann} vapiAgentId={null} />);
    expectUnavailable(screen.getByRole('button', { name: 'Talk' }), 'Agent not call-enabled');
    rerender(<TalkButton {...ann} busy />);
    expectUnavailable(screen.getByRole('button', { name: 'Talk' }), 'Wait until your changes are saved');
  });

  it('starts and ends its agent’s call, and other agents read “Another call is active”', async () => {
    const clients = fakeClients();
    configureCallClient(clients.factory);
    renderCall(
      <>
        <TalkButton {...ann} labels={{ start: 'Talk Now', stop: 'End Call' }} />
        <TalkButton {...bob} />
      </>,
    );
    const talk = screen.getByRole('button', { name: 'Talk Now' });
    expect(talk).not.toHaveAttribute('aria-disabled');
    await userEvent.click(talk);
    expect(clients.last().start).toHaveBeenCalledWith('assistant-ann');

    const other = screen.getByRole('button', { name: 'Another call is active' });
    expectUnavailable(other, 'Another call is active');
    await userEvent.click(other);
    expect(clients.made).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'End Call' }));
    expect(clients.last().stop).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Talk Now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Talk' })).not.toHaveAttribute('aria-disabled');
  });
});
