import type { CallSummary } from '@portal/shared/calls';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../testing/render';
import { CallsPage } from './calls-page';

const call = (index: number, extra: Partial<CallSummary> = {}): CallSummary => ({
  id: `call-${index}`,
  agentId: 'agent-1',
  agentName: 'Bright Smile',
  agentTimezone: 'America/Chicago',
  customerNumber: '+15125550123',
  type: 'inboundPhoneCall',
  status: 'ended',
  startedAt: '2026-05-01T15:00:00.000Z',
  endedAt: '2026-05-01T15:03:05.000Z',
  durationSeconds: 185,
  endedReason: 'customer-ended-call',
  summary: `Summary ${index}`,
  createdAt: '2026-05-01T15:03:05.000Z',
  ...extra,
});

const agents = [
  { id: 'agent-1', agentName: 'Bright Smile' },
  { id: 'agent-2', agentName: 'Night Desk' },
];

const open = (entry = '/calls') => renderPage(<CallsPage />, { path: '/calls', entry });

describe('CallsPage', { timeout: 20_000 }, () => {
  it('lists calls with agent, caller, duration, ended reason and summary, and loads more', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/agents') return json(agents);
      if (url.searchParams.get('cursor') === 'c1') return json({ calls: [call(2)], nextCursor: null });
      return json({ calls: [call(1, { type: 'webCall', customerNumber: null })], nextCursor: 'c1' });
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calls' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: /Bright Smile/ });
    expect(first).toHaveTextContent('Browser test call');
    expect(first).toHaveTextContent('3:05');
    expect(first).toHaveTextContent(/May 1(, 2026)?, 10:00 AM CDT/);
    expect(first).toHaveTextContent('Caller hung up');
    expect(first).toHaveTextContent('Summary 1');
    expect(within(first).getByRole('link', { name: /View call/ })).toHaveAttribute('href', '/calls/call-1');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Summary 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // A phone caller's number is written the way people read it.
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('+1 (512) 555-0123');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/calls?limit=25&cursor=c1');
  });

  it('filters by agent in the URL and says when there are no calls', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/agents' ? json(agents) : json({ calls: [], nextCursor: null }),
    );
    const router = open();
    expect(await screen.findByText('No calls yet. Calls your agents handle appear here.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Night Desk' });
    await userEvent.selectOptions(screen.getByLabelText('Agent'), 'Night Desk');
    expect(router.state.location.search).toBe('?agentId=agent-2');
    expect(await screen.findByText('No calls for this agent yet.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/calls?limit=25&agentId=agent-2');
  });

  it("shows the server's message when the calls cannot be loaded", async () => {
    mockFetch((url) =>
      url.pathname === '/api/agents'
        ? json(agents)
        : json({ error: { code: 'INTERNAL', message: 'The call history is unavailable.' } }, 500),
    );
    open('/calls?agentId=agent-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The call history is unavailable.');
    expect(screen.getByLabelText('Agent')).toHaveValue('agent-1');
  });
});
