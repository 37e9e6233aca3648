import type { CallSummary } from '@portal/shared/calls';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderPage } from '../../../testing/render';
import { RecentCallsTile } from './recent-calls-tile';
import { NO_INBOX_STATE } from '../testing/inbox-fields';

const call = (id: string, extra: Partial<CallSummary> = {}): CallSummary => ({
  id,
  agentId: 'agent-1',
  agentName: 'Bright Smile',
  agentTimezone: 'America/Chicago',
  customerNumber: '+15125550123',
  callerId: null,
  type: 'inboundPhoneCall',
  status: 'ended',
  startedAt: '2026-11-26T16:02:00.000Z',
  endedAt: '2026-11-26T16:04:05.000Z',
  durationSeconds: 125,
  endedReason: 'customer-ended-call',
  summary: null,
  ...NO_INBOX_STATE,
  createdAt: '2026-11-26T16:02:00.000Z',
  ...extra,
});

const render = () =>
  renderPage(<RecentCallsTile agentId="agent-1" timeZone="America/Chicago" />, {
    path: '/agent/:agentId',
    entry: '/agent/agent-1',
  });

describe('the hub tile of the last calls', () => {
  it("asks for the agent's last five calls and links each to its page and to the whole history", async () => {
    const fetchMock = mockApi({
      'GET /api/calls': () =>
        json({ calls: [call('c1'), call('c2', { customerNumber: null, type: 'webCall' })], nextCursor: 'x' }),
    });
    render();
    const tile = screen.getByRole('region', { name: 'Last calls' });
    const calls = await within(tile).findAllByRole('listitem');
    expect(calls).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/calls?agentId=agent-1&limit=5');
    expect(within(calls[0]!).getByRole('link', { name: /^\+1 \(512\) 555-0123, / })).toHaveAttribute(
      'href',
      '/calls/c1',
    );
    // In the business's zone, named, whatever the browser's zone is (the year shows in another year).
    expect(calls[0]).toHaveTextContent(/Nov 26(, 2026)?, 10:02 AM CST · 2:05 · Caller hung up/);
    expect(within(calls[1]!).getByRole('link', { name: /^Browser test call, / })).toHaveAttribute('href', '/calls/c2');
    expect(within(tile).getByRole('link', { name: 'Full call history' })).toHaveAttribute(
      'href',
      '/calls?agentId=agent-1',
    );
  });

  it('says when the agent has had no calls yet', async () => {
    mockApi({ 'GET /api/calls': () => json({ calls: [], nextCursor: null }) });
    render();
    expect(await screen.findByText('No calls yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Full call history' })).toBeInTheDocument();
  });
});
